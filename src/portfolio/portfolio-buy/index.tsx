import { useEffect, useMemo, useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import {
  FUND_TRADE_TEXTS,
  FUND_TRADE_URLS,
  buyPaymentOptions,
  choosePaymentOption,
  couponCashbackHint,
  couponOptions,
  keptCouponId,
  quotableAmount,
} from '@fund/core/trade';
import { PORTFOLIO_TRADE_TEXTS, portfolioBuyFormStep, readId, validatePortfolioBuy } from '@fund/core/portfolio';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { CouponPicker } from '@/components/trade/CouponPicker';
import { FeeQuoteLine } from '@/components/trade/FeeQuoteLine';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { PaymentMethodList } from '@/components/trade/PaymentMethodList';
import { useFeeQuote } from '@/components/trade/useFeeQuote';
import { trading } from '../trade-components/portfolio-trade-services';
import { usePortfolioBuyData } from '../trade-components/usePortfolioBuyData';
import '../trade-components/portfolio-trade.css';

function PortfolioBuyPage() {
  const params = useRouterParams();
  const id = readId(params.id);
  const data = usePortfolioBuyData(id ?? 0);
  const [amount, setAmount] = useState(params.amount ?? '');
  const [methodKey, setMethodKey] = useState<string | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const portfolio = data.portfolio.data;
  const options = useMemo(
    () => buyPaymentOptions({ cards: data.bankCards.data ?? [], baoCards: data.baoCards.data ?? [], fundIsBao: false, amount }),
    [data.bankCards.data, data.baoCards.data, amount],
  );
  const method = choosePaymentOption(options, methodKey);
  const coupons = data.coupons.data ?? [];
  const quotable = quotableAmount(amount);
  const chosenCoupon = keptCouponId(coupons, couponId, quotable);
  const check = portfolio ? validatePortfolioBuy({ portfolio, payment: method?.payment ?? null, amount }) : null;
  const quote = useFeeQuote(
    `${portfolio?.id ?? 0}|${quotable ?? ''}|${method?.key ?? ''}`,
    portfolio && quotable && check?.ok ? () => trading.portfolioBuyFee({ query: { fund_portfolio_id: portfolio.id, amount: quotable } }) : null,
  );

  useEffect(() => setHint(null), [amount, method?.key]);
  usePullDownRefresh(() => void data.reload().finally(stopPullDownRefresh));

  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  if (!portfolio) {
    return (
      <View className="pt-page portfolio-buy-page">
        {data.portfolio.status === 'error' ? <ErrorView text={data.portfolio.error} onRetry={() => void data.portfolio.reload()} retryable={data.portfolio.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const message = hint ?? (check && !check.ok ? check.message : null);
  const canSubmit = !busy && check?.ok === true && quote.status !== 'error';

  const onNext = async () => {
    if (!canSubmit) return;
    setBusy(true);
    const card = method ? { id: method.cardId, bank_card_no_tail: method.cardTail, status: method.status } : null;
    const outcome = await portfolioBuyFormStep(
      { portfolio, card, payment: method?.payment ?? null, payFromBao: method?.payFromBao ?? false, amount, couponId: chosenCoupon },
      showDecision,
    );
    setBusy(false);
    if (outcome.type === 'invalid') setHint(outcome.message);
    else if (outcome.type === 'go') void navigate(outcome.url);
  };

  return (
    <View className="pt-page portfolio-buy-page">
      <View className="tc-card">
        <Text className="tc-fund-name">{portfolio.name}</Text>
        <Text className="tc-muted">{` ${portfolio.symbol}`}</Text>
      </View>
      <View className="tc-card">
        <Text className="tc-label">{PORTFOLIO_TRADE_TEXTS.buyAmountLabel}</Text>
        <Input
          className="tc-input portfolio-buy-amount"
          type="digit"
          value={amount}
          placeholder={FUND_TRADE_TEXTS.amountPlaceholder('购买', portfolio.amount_min_buy)}
          onInput={(e) => setAmount(e.detail.value)}
        />
        {message ? <Text className="tc-hint-error buy-amount-error">{message}</Text> : <FeeQuoteLine state={quote} side="buy" />}
      </View>
      <PaymentMethodList options={options} selectedKey={method?.key ?? null} onSelect={(o) => setMethodKey(o.key)} onNewCard={() => void navigate(FUND_TRADE_URLS.bindCard)} />
      <CouponPicker options={couponOptions(coupons, quotable)} chosenId={chosenCoupon} onChoose={setCouponId} cashback={couponCashbackHint(coupons.find((c) => c.id === chosenCoupon))} />
      <Button className={`tc-submit portfolio-buy-next${canSubmit ? '' : ' tc-submit-off'}`} disabled={!canSubmit} onClick={() => void onNext()}>
        {PORTFOLIO_TRADE_TEXTS.next}
      </Button>
    </View>
  );
}

export default largeTextPage(PortfolioBuyPage);
