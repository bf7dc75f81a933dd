import { View, Text } from '@tarojs/components';
import { TradeStatus, tradeDirectionText, tradeQuantityText, tradeStatusText } from '@fund/core/trade';
import { publishTimeText } from '@fund/core/research';
import { tapLabel } from '../tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './trade-ui.css';

/** What a records row needs, from a fund, cash-treasure, private-fund or portfolio record alike. */
export interface TradeRecordRowSubject {
  id: number;
  direction: number;
  status: number;
  amount: string;
  shares: string;
  amount_confirm: string | null;
  shares_confirm: string | null;
  apply_date: string;
  fund?: { abbr_name: string; is_bao: boolean };
  portfolio?: { name: string };
}

/** One trade: direction and product, when it was applied, its size and its status text. */
export function TradeRecordRow({ record, onOpen }: { record: TradeRecordRowSubject; onOpen: (id: number) => void }) {
  const isBao = record.fund?.is_bao === true;
  const name = record.fund?.abbr_name ?? record.portfolio?.name ?? '';
  const pending = record.status === TradeStatus.EntrustSucceed;
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(`${tradeDirectionText(record.direction, isBao)} ${name}`))} className="trade-record-row" data-record-id={record.id} onClick={() => onOpen(record.id)}>
      <View className="trade-record-main">
        <Text className="trade-record-title">{`${tradeDirectionText(record.direction, isBao)} ${name}`}</Text>
        <Text className="trade-record-time">{publishTimeText(record.apply_date)}</Text>
      </View>
      <View className="trade-record-side">
        <Text className="trade-record-quantity">{tradeQuantityText(record, isBao)}</Text>
        <Text className={`trade-record-status${pending ? ' pending' : ''}`}>{tradeStatusText({ status: record.status, direction: record.direction, isBao })}</Text>
      </View>
    </View>
  );
}
