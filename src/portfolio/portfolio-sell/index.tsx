import { useEffect, useMemo, useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import {
  PORTFOLIO_TRADE_TEXTS,
  chooseSellCard,
  portfolioSellBlock,
  portfolioSellCards,
  portfolioSellFormStep,
  readId,
  validatePortfolioSell,
} from '@fund/core/portfolio';
import { quotableAmount } from '@fund/core/trade';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { FeeQuoteLine } from '@/components/trade/FeeQuoteLine';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { useFeeQuote } from '@/components/trade/useFeeQuote';
import { holdings, portfolios, trading } from '../trade-components/portfolio-trade-services';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../trade-components/portfolio-trade.css';

/** /p/{id}/sell/: the card to sell from (what each can sell), the amount in yuan; 下一步 -> the sell proposal. */
function PortfolioSellPage() {
  const id = readId(useRouterParams().id);
  const portfolio = useAsync(() => portfolios.detail({ params: { id: id ?? 0 } }), [id]);
  const shares = useAsync(() => holdings.portfolioSharesInfo({ params: { id: id ?? 0 } }), [id]);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  usePullDownRefresh(() => void Promise.all([portfolio.reload(), shares.reload()]).finally(stopPullDownRefresh));

  const options = useMemo(() => portfolioSellCards(shares.data?.shares_list ?? []), [shares.data]);
  const card = chooseSellCard(options, cardId);
  const data = portfolio.data;
  const form = data ? { portfolio: data, cardId: card?.id ?? null, amount, available: card?.available ?? '0', minimum: data.amount_min_sell } : null;
  const check = form ? validatePortfolioSell({ portfolio: form.portfolio, hasCard: form.cardId !== null, amount, available: form.available, minimum: form.minimum }) : null;
  const quotable = quotableAmount(amount);
  const quote = useFeeQuote(
    `${id ?? 0}|${quotable ?? ''}|${card?.id ?? ''}`,
    id !== null && quotable && check?.ok ? () => trading.portfolioSellFee({ query: { fund_portfolio_id: id, amount: quotable } }) : null,
  );
  useEffect(() => setHint(null), [amount, card?.id]);

  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  const failed = portfolio.status === 'error' ? portfolio : shares.status === 'error' ? shares : null;
  if (!data || !shares.data) {
    return (
      <View className="pt-page portfolio-sell-page">
        {failed ? <ErrorView text={failed.error ?? ''} onRetry={() => void failed.reload()} retryable={failed.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const block = portfolioSellBlock(data, options);
  const message = hint ?? (check && !check.ok ? check.message : null);
  const canSubmit = check?.ok === true && quote.status !== 'error';
  const onNext = () => {
    if (!form || !canSubmit) return;
    const outcome = portfolioSellFormStep(form);
    if (outcome.type === 'invalid') setHint(outcome.message);
    else if (outcome.type === 'go') void navigate(outcome.url);
  };

  return (
    <View className="pt-page portfolio-sell-page">
      <View className="tc-card">
        <Text className="tc-fund-name">{data.name}</Text>
        <Text className="tc-muted">{` ${data.symbol}`}</Text>
      </View>
      {block ? (
        <EmptyView text={block} />
      ) : (
        <View>
          <View className="tc-card sell-cards">
            <Text className="tc-label">{PORTFOLIO_TRADE_TEXTS.sellCardLabel}</Text>
            {options.map((o) => (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(o.title))}
                key={o.id}
                className={`tc-option tap sell-card${o.selectable ? '' : ' tc-option-disabled'}${o.id === card?.id ? ' tc-option-selected' : ''}`}
                onClick={() => o.selectable && setCardId(o.id)}
              >
                <View className="tc-option-body">
                  <Text className="tc-option-title">{o.title}</Text>
                  <Text className="tc-muted tc-option-hint">{o.hint}</Text>
                </View>
                <View className={`tc-radio${o.id === card?.id ? ' tc-radio-on' : ''}`} />
              </View>
            ))}
          </View>
          <View className="tc-card">
            <Text className="tc-label">{PORTFOLIO_TRADE_TEXTS.sellAmountLabel}</Text>
            <Input
              className="tc-input portfolio-sell-amount"
              type="digit"
              value={amount}
              placeholder={PORTFOLIO_TRADE_TEXTS.sellAmountPlaceholder}
              onInput={(e) => setAmount(e.detail.value)}
            />
            {message ? <Text className="tc-hint-error sell-amount-error">{message}</Text> : <FeeQuoteLine state={quote} side="sell" />}
          </View>
          <Text className="tc-note portfolio-sell-note">{PORTFOLIO_TRADE_TEXTS.sellNote}</Text>
          <Button className={`tc-submit portfolio-sell-next${canSubmit ? '' : ' tc-submit-off'}`} disabled={!canSubmit} onClick={onNext}>
            {PORTFOLIO_TRADE_TEXTS.next}
          </Button>
        </View>
      )}
    </View>
  );
}

export default largeTextPage(PortfolioSellPage);
