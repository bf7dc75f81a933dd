import { useEffect, useMemo, useRef, useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import {
  FUND_TRADE_TEXTS,
  buyButtonLabel,
  buyPaymentOptions,
  buySummaryText,
  choosePaymentOption,
  couponCashbackHint,
  couponOptions,
  fundBuyVerb,
  keptCouponId,
  quotableAmount,
  validateFundBuy,
} from '@fund/core/trade';
import { currentSpecUrl, navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { TradeConfirmDialog } from '../../components/trade/TradeConfirmDialog';
import { CouponPicker } from '../../components/trade/CouponPicker';
import { FeeQuoteLine } from '../../components/trade/FeeQuoteLine';
import { PaymentMethodList } from '../../components/trade/PaymentMethodList';
import { createAppFundBuyFlow } from '../components/fund-buy-effects';
import { trading } from '../../services/trade-services';
import { useBuyData } from '../components/useBuyData';
import { useFeeQuote } from '../../components/trade/useFeeQuote';
import '../../components/trade/trade-components.css';

function FundBuyPage() {
  const params = useRouterParams();
  const symbol = params.symbol ?? '';
  const data = useBuyData(symbol);
  const [amount, setAmount] = useState(params.amount ?? '');
  const [methodKey, setMethodKey] = useState<string | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState(false);
  const flow = useRef(createAppFundBuyFlow()).current;

  const fund = data.fund.data;
  const options = useMemo(
    () => buyPaymentOptions({ cards: data.bankCards.data ?? [], baoCards: data.baoCards.data ?? [], fundIsBao: fund?.is_bao ?? false, amount }),
    [data.bankCards.data, data.baoCards.data, fund?.is_bao, amount],
  );
  const method = choosePaymentOption(options, methodKey);
  const coupons = data.coupons.data ?? [];
  const quotable = quotableAmount(amount);
  const chosenCoupon = keptCouponId(coupons, couponId, quotable);
  const check = fund ? validateFundBuy({ fund, payment: method?.payment ?? null, amount }) : null;

  const quoteKey = `${fund?.id ?? 0}|${quotable ?? ''}|${method?.key ?? ''}`;
  const quote = useFeeQuote(
    quoteKey,
    fund && quotable && check?.ok
      ? () => trading.buyFee({ query: { fund_id: fund.id, amount: quotable, is_bao: method?.payFromBao ?? false, ...(method ? { bank_card_id: method.cardId } : {}) } })
      : null,
  );

  useEffect(() => setHint(null), [amount, method?.key]);
  usePullDownRefresh(() => void data.reload().finally(stopPullDownRefresh));

  if (!fund) {
    return (
      <View className="fund-buy-page">
        {data.fund.status === 'error' ? <ErrorView text={data.fund.error} onRetry={() => void data.fund.reload()} retryable={data.fund.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const verb = fundBuyVerb(fund);
  const message = hint ?? (check && !check.ok ? check.message : null);
  const canSubmit = !busy && check?.ok === true && quote.status !== 'error';
  const chosen = coupons.find((c) => c.id === chosenCoupon);

  const onSubmit = async () => {
    if (!canSubmit) return;
    setBusy(true);
    const card = method ? { id: method.cardId, bank_card_no_tail: method.cardTail, status: method.status } : null;
    const outcome = await flow.start(
      { fund, card, payment: method?.payment ?? null, payFromBao: method?.payFromBao ?? false, amount, couponId: chosenCoupon },
      currentSpecUrl(),
    );
    setBusy(false);
    if (outcome.type === 'password') setDialog(true);
    else if (outcome.type === 'invalid') setHint(outcome.message);
    else if (outcome.type === 'go') void navigate(outcome.url);
  };

  return (
    <View className="fund-buy-page">
      <View className="tc-card">
        <Text className="tc-fund-name">{fund.abbr_name}</Text>
        <Text className="tc-muted">{` ${fund.symbol} ${FUND_TRADE_TEXTS.riskLabel(fund.investment_risk_display)}`}</Text>
      </View>
      <View className="tc-card">
        <Text className="tc-label">{FUND_TRADE_TEXTS.amountLabel(verb)}</Text>
        <Input
          className="tc-input buy-amount"
          type="digit"
          value={amount}
          placeholder={FUND_TRADE_TEXTS.amountPlaceholder(verb, fund.amount_min_buy)}
          onInput={(e) => setAmount(e.detail.value)}
        />
        {message ? <Text className="tc-hint-error buy-amount-error">{message}</Text> : <FeeQuoteLine state={quote} side="buy" />}
      </View>
      <PaymentMethodList options={options} selectedKey={method?.key ?? null} onSelect={(o) => setMethodKey(o.key)} onNewCard={() => void navigate('/accounts/bank_cards/bind/')} />
      <CouponPicker options={couponOptions(coupons, quotable)} chosenId={chosenCoupon} onChoose={setCouponId} cashback={couponCashbackHint(chosen)} />
      <Button className={`tc-submit buy-submit${canSubmit ? '' : ' tc-submit-off'}`} disabled={!canSubmit} onClick={() => void onSubmit()}>
        {buyButtonLabel(verb)}
      </Button>
      <TradeConfirmDialog
        visible={dialog}
        summary={buySummaryText(verb, fund.abbr_name, quotable ?? amount)}
        submit={(password) => flow.submit(password)}
        onHide={() => setDialog(false)}
        onCancel={() => flow.cancel()}
      />
    </View>
  );
}

export default largeTextPage(FundBuyPage);
