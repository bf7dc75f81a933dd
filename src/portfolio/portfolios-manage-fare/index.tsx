import { View, Text } from '@tarojs/components';
import {
  MANAGE_FARE_TEXTS as T,
  readManageFareMine,
  readManageFareRow,
  type ManageFareRow,
} from '@fund/core/portfolio';
import { usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { holdings } from '../held-components/held-services';
import '../../components/trade/trade-ui.css';
import '../held-components/held-portfolio.css';

function FareRow({ row, showDate }: { row: ManageFareRow; showDate: boolean }) {
  const details = [row.worth, row.ratio].filter((t): t is string => t !== null).join('，');
  return (
    <View className="hp-row manage-fare-row">
      <View className="hp-row-main">
        <Text>{showDate && row.date ? `${row.date} ${row.name}` : row.name}</Text>
        {details ? <Text className="hp-muted">{details}</Text> : null}
      </View>
      <Text>{row.fare}</Text>
    </View>
  );
}

/** /accounts/portfolios/manage_fare/: the advisory fee accrued on the user's portfolios, by portfolio and by day. */
function ManageFarePage() {
  const mine = useAsync(() => holdings.manageFareMine(), []);
  // The history refreshes itself on pull-down; the total comes along.
  const history = usePagedList((page, page_size) => holdings.manageFareHistory({ query: { page, page_size } }), []);
  usePullDownRefresh(() => void mine.reload());
  const summary = mine.data ? readManageFareMine(mine.data) : null;
  return (
    <View className="hp-page manage-fare-page">
      <View className="hold-header">
        <Text className="hold-header-label">{T.total}</Text>
        <Text className="hold-header-total manage-fare-total">{summary?.total ?? '--'}</Text>
        <Text className="hp-header-date">{T.note}</Text>
      </View>
      {mine.status === 'loading' && mine.data === null ? <LoadingView /> : null}
      {mine.status === 'error' ? <ErrorView text={mine.error} onRetry={() => void mine.reload()} retryable={mine.retryable} /> : null}
      {summary && summary.rows.length > 0 ? (
        <View className="hp-section manage-fare-portfolios">
          <Text className="hp-section-title">{T.byPortfolio}</Text>
          {summary.rows.map((row) => (
            <FareRow key={row.key} row={row} showDate={false} />
          ))}
        </View>
      ) : null}
      <View className="hp-section manage-fare-history">
        <Text className="hp-section-title">{T.history}</Text>
        <TradeListBody list={history} emptyText={T.empty}>
          {history.items.map(readManageFareRow).map((row) => (
            <FareRow key={row.key} row={row} showDate />
          ))}
        </TradeListBody>
      </View>
    </View>
  );
}

export default largeTextPage(ManageFarePage);
