import { View, Text, Button } from '@tarojs/components';
import {
  HELD_PORTFOLIO_TEXTS as T,
  HELD_PORTFOLIO_URLS,
  PORTFOLIO_TRADE_URLS,
  heldPortfolioDetail,
  readId,
  type HeldActionView,
} from '@fund/core/portfolio';
import { incomeColumns } from '@fund/core/assets';
import { navigate, stopPullDownRefresh, toast, useDidShow, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { HoldingLinks } from '@/components/trade/HoldingLinks';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TrueReturnsCard } from '@/components/trade/TrueReturnsCard';
import { TradeRecordRow } from '@/components/trade/TradeRecordRow';
import { HeldTotalsHeader } from '../held-components/HeldTotalsHeader';
import { IncomeColumnsChart } from '../held-components/IncomeColumnsChart';
import { SignedFigureText } from '../held-components/SignedFigureText';
import { holdings } from '../held-components/held-services';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../held-components/held-portfolio.css';

/** The newest few trades shown on the detail; the rest are on the trade record list. */
const LATEST_RECORDS = 3;

function act(action: HeldActionView) {
  if (!action.enabled) return;
  if (action.url !== null) void navigate(action.url);
  else if (action.message !== null) toast(action.message);
}

/** /accounts/funds/funds_portfolios/{id}/: one held portfolio with its figures, funds, latest trades, sub-pages and trade buttons. */
function HeldPortfolioDetailPage() {
  const id = readId(useRouterParams().id);
  const held = useAsync(() => holdings.portfolio({ params: { id: id ?? 0 } }), [id]);
  usePullDownRefresh(() => void held.reload().finally(stopPullDownRefresh));
  useDidShow(() => {
    if (held.data) void held.reload();
  });

  if (id === null) return <MissingIdView text={T.missingId} />;
  if (held.data === null) {
    return (
      <View className="hp-page held-portfolio-detail">
        {held.status === 'error' ? <ErrorView text={held.error} onRetry={() => void held.reload()} retryable={held.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const view = heldPortfolioDetail(held.data);
  const columns = incomeColumns(held.data.income_list);
  const records = held.data.trade_record_list.slice(0, LATEST_RECORDS);
  return (
    <View className="hp-page held-portfolio-detail">
      <HeldTotalsHeader label={`${view.name} ${T.worthValue}`} totals={view} date={view.tradeDate} fare={view.fare} />
      {view.notification ? <Text className="hp-notice held-notification">{view.notification}</Text> : null}
      {view.unconfirmed.length > 0 ? (
        <View className="hp-section held-unconfirmed">
          <Text className="hp-section-title">{T.unconfirmedTitle}</Text>
          {view.unconfirmed.map((line) => (
            <Text key={line} className="hp-unconfirmed-line">
              {line}
            </Text>
          ))}
        </View>
      ) : null}
      {columns.length > 0 ? (
        <View className="hp-section held-income-chart">
          <Text className="hp-section-title">{T.incomeChart}</Text>
          <IncomeColumnsChart columns={columns} />
        </View>
      ) : null}
      <TrueReturnsCard scope={{ portfolio_id: view.id }} />
      {view.funds.length > 0 ? (
        <View className="hp-section held-funds">
          <Text className="hp-section-title">{T.fundsTitle}</Text>
          {view.funds.map((f) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(f.name))} key={f.key} className="hp-row held-fund-row tap" data-url={f.url} onClick={() => void navigate(f.url)}>
              <View className="hp-row-main">
                <Text>{f.name}</Text>
                <Text className="hp-muted">{f.symbol}</Text>
              </View>
              <View className="hp-row-side">
                <Text>{`${T.fundWorth} ${f.worth}`}</Text>
                <SignedFigureText figure={f.incomeTotal} />
              </View>
            </View>
          ))}
        </View>
      ) : null}
      {records.length > 0 ? (
        <View className="hp-section held-records">
          <View className="hp-section-title">
            <Text>{T.recordsTitle}</Text>
            <Text {...BUTTON_ROLE} className="hp-section-more tap" onClick={() => void navigate(HELD_PORTFOLIO_URLS.tradeRecordList(view.id))}>
              {`${T.viewAll} 〉`}
            </Text>
          </View>
          {records.map((record) => (
            <TradeRecordRow key={record.id} record={record} onOpen={(recordId) => void navigate(PORTFOLIO_TRADE_URLS.tradeDetail(recordId))} />
          ))}
        </View>
      ) : null}
      <HoldingLinks links={view.links} />
      <View className="hp-actions">
        {[
          { key: 'sell', action: view.sell, plain: true },
          ...(view.rebalance ? [{ key: 'rebalance', action: view.rebalance, plain: true }] : []),
          { key: 'buy', action: view.buy, plain: false },
        ].map(({ key, action, plain }) => (
          <Button
            key={key}
            className={`hp-button held-${key}${plain ? ' hp-button-plain' : ''}${action.enabled ? '' : ' hp-button-off'}`}
            disabled={!action.enabled}
            onClick={() => act(action)}
          >
            {action.label}
          </Button>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(HeldPortfolioDetailPage);
