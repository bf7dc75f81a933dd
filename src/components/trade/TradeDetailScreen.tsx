import { useRef, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { COMMON_BUTTONS } from '@fund/core/ui';
import {
  TRADE_DETAIL_TEXTS as T,
  UNDO_TEXTS,
  TradeStatus,
  cashbackText,
  isRemittanceVisible,
  isUndoVisible,
  tradeDetailUrl,
  tradeDirectionText,
  tradeQuantityText,
  tradeStatusText,
  type TradeRecordTab,
} from '@fund/core/trade';
import { failureText, type Intent } from '@fund/core/api';
import { formatAmount } from '@fund/core/money';
import { tradeDayText } from '@fund/core/plan';
import { confirm, navigate, stopPullDownRefresh, toast, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { newTradeIntent } from '../../services/trade-record-services';
import { TradeDetailFigures } from './TradeDetailFigures';
import { TradeInfoRow } from './TradeInfoRow';
import { TradeRecordRow } from './TradeRecordRow';
import { TradeStatusSteps } from './TradeStatusSteps';
import type { TradeDetailSubject } from './trade-detail-subject';
import { tapLabel } from '../tap-label';
import './trade-ui.css';

export interface TradeDetailScreenProps {
  load: () => Promise<TradeDetailSubject>;
  /** Cancels the trade with the password; the intent is the Idempotency-Key of this one decision. */
  undo: (password: string, intent: Intent) => Promise<unknown>;
  /** The records tab the related trades open in. */
  tab: TradeRecordTab;
}

/** One trade: status, timeline, figures, coupon cashback, remittance, plan and first-buy notes, related trades, and undo. */
export function TradeDetailScreen({ load, undo, tab }: TradeDetailScreenProps) {
  // A trade the server does not have (404 交易记录不存在) shows the server's words and a way on, not 重试.
  const detail = useAsync(load, [load]);
  const [asking, setAsking] = useState(false);
  const intent = useRef<Intent | null>(null);
  usePullDownRefresh(() => void detail.reload().finally(stopPullDownRefresh));

  if (detail.data === null) {
    return detail.status === 'error' ? <ErrorView text={detail.error} onRetry={() => void detail.reload()} retryable={detail.retryable} /> : <LoadingView />;
  }
  const trade = detail.data;
  const isBao = trade.fund?.is_bao === true;
  const name = trade.fund?.abbr_name ?? trade.portfolio?.name ?? '';
  const cashback = cashbackText({ status: trade.status, couponAmount: trade.coupon_record?.amount });
  const plan = trade.fixed_investment ?? null;

  const askUndo = async () => {
    if (!(await confirm(UNDO_TEXTS.confirm, { okText: COMMON_BUTTONS.undo }))) return;
    intent.current = newTradeIntent();
    setAsking(true);
  };
  const submitUndo = async (password: string): Promise<string | null> => {
    const mine = intent.current ?? newTradeIntent();
    intent.current = mine;
    try {
      await undo(password, mine);
    } catch (err) {
      return failureText(err);
    }
    setAsking(false);
    intent.current = null;
    toast(UNDO_TEXTS.done, 'success');
    await detail.reload();
    return null;
  };

  return (
    <View className="trade-detail-page">
      <View className="card trade-head">
        <Text className="hold-row-name trade-head-title">{`${tradeDirectionText(trade.direction, isBao)} ${name}`}</Text>
        <Text className="trade-head-quantity">{tradeQuantityText(trade, isBao)}</Text>
        <Text className={`trade-head-status${trade.status === TradeStatus.EntrustSucceed ? ' pending' : ''}`}>
          {tradeStatusText({ status: trade.status, direction: trade.direction, isBao })}
        </Text>
        {trade.is_first_trade ? <Text className="trade-first-buy">{T.firstBuy}</Text> : null}
        {cashback ? <Text className="trade-cashback up">{cashback}</Text> : null}
      </View>
      <View className="card">
        <TradeStatusSteps steps={trade.status_info} />
        {trade.remind_info ? <Text className="muted trade-remind">{trade.remind_info}</Text> : null}
        {trade.failure_notification ? <Text className="trade-failure">{trade.failure_notification}</Text> : null}
      </View>
      {isRemittanceVisible(trade) ? (
        <View className="card trade-remittance">
          <Text className="hold-row-name">{T.remittance}</Text>
          {trade.remittance_date ? <TradeInfoRow label={T.remittanceDate} value={trade.remittance_date} /> : null}
          <Text className="muted">{T.remittanceNote}</Text>
        </View>
      ) : null}
      <TradeDetailFigures trade={trade} />
      {plan ? (
        <View {...tapLabel(T.plan)} className="card trade-plan tap" onClick={() => void navigate(`/accounts/funds/fixed_investments/${plan.id}/`)}>
          <TradeInfoRow label={T.plan} value={`${tradeDayText(plan.period_unit, plan.trade_date)} ${formatAmount(plan.amount)}元 〉`} />
        </View>
      ) : null}
      {trade.trade_record_list.length > 0 ? (
        <View className="trade-related">
          <Text className="muted trade-related-title">{T.related}</Text>
          {trade.trade_record_list.map((record) => (
            <TradeRecordRow key={record.id} record={record} onOpen={(id) => void navigate(tradeDetailUrl(tab, id))} />
          ))}
        </View>
      ) : null}
      {isUndoVisible(trade) ? (
        <View className="trade-actions">
          <Button className="trade-action secondary trade-undo" onClick={() => void askUndo()}>
            {COMMON_BUTTONS.undo}
          </Button>
        </View>
      ) : null}
      <TradePasswordDialog
        visible={asking}
        summary={`${COMMON_BUTTONS.undo} ${name} ${tradeQuantityText(trade, isBao)}`}
        onSubmit={submitUndo}
        onClose={() => setAsking(false)}
        onForgot={() => void navigate('/accounts/trade_password/reset/')}
      />
    </View>
  );
}
