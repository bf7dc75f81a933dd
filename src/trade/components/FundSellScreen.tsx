import { useMemo, useRef, useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import {
  FUND_TRADE_TEXTS,
  SELL_AMOUNT_NOTE,
  SHARE_PORTIONS,
  TRADE_BUTTON_LABELS,
  createFundSellFlow,
  readAmountInput,
  sellBlockMessage,
  sellSummaryText,
  sellTargets,
  sharePortion,
  validateFundSell,
} from '@fund/core/trade';
import { toDecimal, SHARES_DP } from '@fund/core/money';
import { stopPullDownRefresh, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { changesAssets } from '@/stores/assets-store';
import { TradeConfirmDialog } from '../../components/trade/TradeConfirmDialog';
import { FeeQuoteLine } from '../../components/trade/FeeQuoteLine';
import { funds, holdings, newIntent, trading } from '../../services/trade-services';
import { useFeeQuote } from '../../components/trade/useFeeQuote';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../../components/trade/trade-components.css';

/** The fund sell screen: from the fund page (/s/{symbol}/sell/) or from a portfolio holding (/s/{symbol}/{id}/sell/). */
export function FundSellScreen({ symbol, portfolioId }: { symbol: string; portfolioId: number | null }) {
  const fund = useAsync(() => funds.introduction({ params: { id: symbol } }), [symbol]);
  // Not held answers an error: the screen then says so instead of offering a form.
  const holding = useAsync(
    async () =>
      (portfolioId !== null ? holdings.portfolioFundInfo({ query: { symbol, portfolio_id: portfolioId } }) : holdings.fundInfo({ query: { symbol } })).catch(
        () => null,
      ),
    [symbol, portfolioId],
  );
  const [cardId, setCardId] = useState<number | null>(null);
  const [targetKey, setTargetKey] = useState<string | null>(null);
  const [shares, setShares] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [dialog, setDialog] = useState(false);
  const flow = useRef(
    createFundSellFlow({
      sell: (body, intent) => changesAssets(trading.sell({ body, intent })),
      newIntent,
    }),
  ).current;
  usePullDownRefresh(() => void Promise.all([fund.reload(), holding.reload()]).finally(stopPullDownRefresh));

  const f = fund.data;
  const cards = useMemo(() => (holding.data?.shares_list ?? []).filter((c) => toDecimal(c.shares_enable ?? 0).gt(0)), [holding.data]);
  const card = cards.find((c) => c.id === cardId) ?? cards[0] ?? null;
  const targets = f ? sellTargets(f) : [];
  const target = targets.find((t) => t.key === targetKey) ?? targets[0];
  const available = card?.shares_enable ?? '0';
  const minimum = card?.shares_min_sell ?? f?.shares_min_sell ?? null;
  const check = f ? validateFundSell({ fund: f, hasCard: card !== null, shares, available, minimum }) : null;
  const parsed = readAmountInput(shares, SHARES_DP);
  const quotable = parsed.kind === 'value' && parsed.value.gt(0) ? parsed.value.toFixed(2) : null;
  const quote = useFeeQuote(
    `${f?.id ?? 0}|${quotable ?? ''}|${card?.id ?? ''}|${target?.key ?? ''}`,
    f && quotable && check?.ok && card
      ? () => trading.sellFee({ query: { fund_id: f.id, shares: quotable, is_bao: target?.is_bao ?? false, bank_card_id: card.id } })
      : null,
  );

  if (!f || holding.status === 'loading') {
    return (
      <View className="fund-sell-page">
        {fund.status === 'error' ? <ErrorView text={fund.error} onRetry={() => void fund.reload()} retryable={fund.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const total = cards.reduce((sum, c) => sum.plus(c.shares_enable ?? 0), toDecimal(0));
  const blocked = sellBlockMessage({
    scope: f.is_bao ? 'bao' : portfolioId !== null ? 'holding' : 'fund',
    held: holding.data !== null,
    allowSell: f.allow_sell && (holding.data?.allow_sell ?? false),
    available: total,
  });
  if (blocked !== null) {
    return (
      <View className="fund-sell-page">
        <EmptyView text={blocked} />
      </View>
    );
  }

  const message = hint ?? (check && !check.ok ? check.message : null);
  const canSubmit = check?.ok === true && quote.status !== 'error' && !dialog;
  const label = f.is_bao ? TRADE_BUTTON_LABELS.transferOut : TRADE_BUTTON_LABELS.sell;

  const onSubmit = () => {
    if (!canSubmit || !target) return;
    const outcome = flow.start({ fund: f, cardId: card?.id ?? null, shares, available, minimum, toBao: target.is_bao, fast: target.is_fast, portfolioId });
    if (outcome.type === 'password') setDialog(true);
    else if (outcome.type === 'invalid') setHint(outcome.message);
  };

  return (
    <View className="fund-sell-page">
      <View className="tc-card">
        <Text className="tc-fund-name">{f.abbr_name}</Text>
        <Text className="tc-muted">{` ${f.symbol}`}</Text>
      </View>
      <View className="tc-card sell-cards">
        <Text className="tc-label">{FUND_TRADE_TEXTS.sellCardLabel}</Text>
        {cards.map((c) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(`${c.bank.name}(${c.bank_card_no_tail})`))} key={c.id} className={`tc-option tap sell-card${c.id === card?.id ? ' tc-option-selected' : ''}`} onClick={() => setCardId(c.id)}>
            <View className="tc-option-body">
              <Text className="tc-option-title">{`${c.bank.name}(${c.bank_card_no_tail})`}</Text>
              <Text className="tc-muted">{f.is_bao ? FUND_TRADE_TEXTS.baoAvailable(c.shares_enable ?? 0) : FUND_TRADE_TEXTS.available(c.shares_enable ?? 0)}</Text>
            </View>
            <View className={`tc-radio${c.id === card?.id ? ' tc-radio-on' : ''}`} />
          </View>
        ))}
      </View>
      <View className="tc-card sell-targets">
        <Text className="tc-label">{FUND_TRADE_TEXTS.sellTargetLabel}</Text>
        <View className="tc-chips">
          {targets.map((t) => (
            <Text {...BUTTON_ROLE} key={t.key} className={`tc-chip tap sell-target${t.key === target?.key ? ' tc-option-selected' : ' tc-option-disabled'}`} onClick={() => setTargetKey(t.key)}>
              {t.label}
            </Text>
          ))}
        </View>
      </View>
      <View className="tc-card">
        <Text className="tc-label">{f.is_bao ? FUND_TRADE_TEXTS.baoSharesLabel : FUND_TRADE_TEXTS.sharesLabel}</Text>
        <Input
          className="tc-input sell-shares"
          type="digit"
          value={shares}
          placeholder={f.is_bao ? FUND_TRADE_TEXTS.baoSharesPlaceholder : FUND_TRADE_TEXTS.sharesPlaceholder}
          onInput={(e) => {
            setHint(null);
            setShares(e.detail.value);
          }}
        />
        <View className="tc-chips">
          {SHARE_PORTIONS.map((p) => (
            <Text {...BUTTON_ROLE}
              key={p.label}
              className="tc-chip share-portion tap"
              onClick={() => {
                setHint(null);
                setShares(sharePortion(available, p.divisor));
              }}
            >
              {p.label}
            </Text>
          ))}
        </View>
        {message ? <Text className="tc-hint-error sell-shares-error">{message}</Text> : <FeeQuoteLine state={quote} side="sell" />}
      </View>
      <Text className="tc-note sell-note">{SELL_AMOUNT_NOTE}</Text>
      <Button className={`tc-submit sell-submit${canSubmit ? '' : ' tc-submit-off'}`} disabled={!canSubmit} onClick={onSubmit}>
        {label}
      </Button>
      <TradeConfirmDialog
        visible={dialog}
        summary={sellSummaryText(f.is_bao, f.abbr_name, quotable ?? shares)}
        submit={(password) => flow.submit(password)}
        onHide={() => setDialog(false)}
        onCancel={() => flow.cancel()}
      />
    </View>
  );
}
