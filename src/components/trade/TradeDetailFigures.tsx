import { View } from '@tarojs/components';
import { TRADE_DETAIL_TEXTS as T, discountText, isMoneyDirection, ratioPercentText } from '@fund/core/trade';
import { formatAmount } from '@fund/core/money';
import { publishTimeText } from '@fund/core/research';
import { TradeInfoRow } from './TradeInfoRow';
import type { TradeDetailSubject } from './trade-detail-subject';

const yuan = (x: string) => `${formatAmount(x)}元`;
const shares = (x: string) => `${formatAmount(x)}份`;

/** Amounts, shares, NAV, fee, rate and discount, dates, card and serial number, exactly as the server sent them. */
export function TradeDetailFigures({ trade }: { trade: TradeDetailSubject }) {
  const money = isMoneyDirection(trade.direction);
  const isBao = trade.fund?.is_bao === true;
  const rate = ratioPercentText(trade.fare_ratio);
  const discount = discountText(trade.discount_rate);
  const card = trade.bank_card ? `${trade.bank_card.bank.name}(${trade.bank_card.bank_card_no_tail})` : '';
  return (
    <View className="card trade-figures">
      {money ? (
        <TradeInfoRow className="trade-apply-amount" label={T.applyAmount} value={yuan(trade.amount)} />
      ) : (
        <TradeInfoRow className="trade-apply-shares" label={T.applyShares} value={isBao ? yuan(trade.shares) : shares(trade.shares)} />
      )}
      {trade.amount_confirm !== null ? <TradeInfoRow className="trade-confirm-amount" label={T.confirmAmount} value={yuan(trade.amount_confirm)} /> : null}
      {trade.shares_confirm !== null ? <TradeInfoRow className="trade-confirm-shares" label={T.confirmShares} value={shares(trade.shares_confirm)} /> : null}
      {trade.net_value ? <TradeInfoRow label={T.netValue} value={trade.net_value} /> : null}
      {trade.amount_refund !== null ? <TradeInfoRow className="trade-refund" label={T.refundAmount} value={yuan(trade.amount_refund)} /> : null}
      <TradeInfoRow className="trade-fee" label={T.fee} value={yuan(trade.fare)} />
      {rate ? <TradeInfoRow label={T.feeRatio} value={rate} /> : null}
      {discount ? <TradeInfoRow className="trade-discount" label={T.discount} value={discount} /> : null}
      <TradeInfoRow label={T.applyTime} value={publishTimeText(trade.apply_date)} />
      {trade.trade_date ? <TradeInfoRow label={T.tradeDate} value={trade.trade_date} /> : null}
      {trade.confirm_date ? <TradeInfoRow label={T.confirmDate} value={trade.confirm_date} /> : null}
      {card ? <TradeInfoRow label={money ? T.bankCard : T.receiveCard} value={card} /> : null}
      {trade.serial_number ? <TradeInfoRow label={T.serialNumber} value={trade.serial_number} /> : null}
    </View>
  );
}
