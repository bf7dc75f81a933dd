import { useMemo, useRef, useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import {
  FUND_TRADE_TEXTS,
  buyPaymentOptions,
  choosePaymentOption,
  fundBuyLimits,
  fundBuyVerb,
  validateFundBuy,
} from '@fund/core/trade';
import { parseDecimal, toAmountString, toDecimal } from '@fund/core/money';
import { currentSpecUrl, navigate, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { TradeConfirmDialog } from '../../components/trade/TradeConfirmDialog';
import { PaymentMethodList } from '../../components/trade/PaymentMethodList';
import { createAppFundBatchBuyFlow } from '../components/fund-buy-effects';
import { funds } from '../../services/trade-services';
import '../../components/trade/trade-components.css';

/** The symbols of a batch: '000001,000002' (one symbol is a batch of one). */
function symbolsOf(param: string | undefined): string[] {
  return (param ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
}

function FundBuyBatchPage() {
  const params = useRouterParams();
  const symbols = symbolsOf(params.symbol);
  const presetAmount = parseDecimal(params.amountMinBuy ?? '');
  const list = useAsync(() => Promise.all(symbols.map((id) => funds.introduction({ params: { id } }))), [params.symbol]);
  const bankCards = useResource(bankCardsStore);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [methodKey, setMethodKey] = useState<string | null>(null);
  const [hint, setHint] = useState<{ fundId: number; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState(false);
  const flow = useRef(createAppFundBatchBuyFlow()).current;

  const options = useMemo(() => buyPaymentOptions({ cards: bankCards.data ?? [], baoCards: [], fundIsBao: false, amount: '' }), [bankCards.data]);
  const method = choosePaymentOption(options, methodKey);

  if (list.status === 'error') return <ErrorView text={list.error} onRetry={() => void list.reload()} retryable={list.retryable} />;
  if (!list.data) return <LoadingView />;
  if (list.data.length === 0) return <EmptyView />;

  // Each amount starts at the page's amountMinBuy, else the fund's own minimum.
  const amountOf = (fund: (typeof list.data)[number]): string =>
    amounts[fund.id] ?? (presetAmount ? toAmountString(presetAmount) : String(fundBuyLimits(fund).min ?? ''));
  const checks = list.data.map((fund) => validateFundBuy({ fund, payment: method?.payment ?? null, amount: amountOf(fund) }));
  const canSubmit = !busy && checks.every((c) => c.ok);
  const total = checks.reduce((sum, c) => (c.ok ? sum.plus(c.amount) : sum), toDecimal(0));

  const onSubmit = async () => {
    if (!canSubmit || !list.data) return;
    setBusy(true);
    const card = method ? { id: method.cardId, bank_card_no_tail: method.cardTail, status: method.status } : null;
    const orders = list.data.map((fund) => ({ fund, card, payment: method?.payment ?? null, payFromBao: false, amount: amountOf(fund), couponId: null }));
    const outcome = await flow.start(orders, currentSpecUrl());
    setBusy(false);
    if (outcome.type === 'password') setDialog(true);
    else if (outcome.type === 'invalid') setHint(outcome);
    else if (outcome.type === 'go') void navigate(outcome.url);
  };

  return (
    <View className="fund-buy-batch-page">
      {list.data.map((fund, i) => {
        const check = checks[i];
        const message = hint?.fundId === fund.id ? hint.message : check && !check.ok ? check.message : null;
        return (
          <View key={fund.id} className="tc-card batch-fund">
            <Text className="tc-fund-name">{fund.abbr_name}</Text>
            <Text className="tc-muted">{` ${fund.symbol}`}</Text>
            <Input
              className="tc-input batch-amount"
              type="digit"
              value={amountOf(fund)}
              placeholder={FUND_TRADE_TEXTS.amountPlaceholder(fundBuyVerb(fund), fund.amount_min_buy)}
              onInput={(e) => {
                setHint(null);
                setAmounts({ ...amounts, [fund.id]: e.detail.value });
              }}
            />
            {message ? <Text className="tc-hint-error batch-amount-error">{message}</Text> : null}
          </View>
        );
      })}
      <PaymentMethodList options={options} selectedKey={method?.key ?? null} onSelect={(o) => setMethodKey(o.key)} onNewCard={() => void navigate('/accounts/bank_cards/bind/')} />
      <Button className={`tc-submit batch-submit${canSubmit ? '' : ' tc-submit-off'}`} disabled={!canSubmit} onClick={() => void onSubmit()}>
        {FUND_TRADE_TEXTS.batchSubmit(list.data.length)}
      </Button>
      <TradeConfirmDialog
        visible={dialog}
        summary={`${FUND_TRADE_TEXTS.batchSubmit(list.data.length)} ${toAmountString(total)}元`}
        submit={async (password) => {
          const outcome = await flow.submit(password);
          return outcome.type === 'done' ? { type: 'done', tradeId: outcome.tradeIds[0] ?? 0, url: outcome.url } : outcome;
        }}
        onHide={() => setDialog(false)}
        onCancel={() => flow.cancel()}
      />
    </View>
  );
}

export default largeTextPage(FundBuyBatchPage);
