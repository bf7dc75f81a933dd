import { View, Text } from '@tarojs/components';
import {
  HELD_PORTFOLIO_TEXTS,
  HELD_PORTFOLIO_URLS,
  SERVICE_REPORT_TEXTS as T,
  readId,
  readServiceReportRow,
} from '@fund/core/portfolio';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { portfolioReports } from '../held-components/held-services';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../held-components/held-portfolio.css';

/** /accounts/portfolio/{id}/service_report/records/: the monthly service reports of a held portfolio; each opens its report. */
function ServiceReportRecordsPage() {
  const id = readId(useRouterParams().id);
  const list = usePagedList((page, page_size) => portfolioReports.serviceReportRecords({ query: { page, page_size, portfolio_id: id ?? 0 } }), [id]);
  if (id === null) return <MissingIdView text={HELD_PORTFOLIO_TEXTS.missingId} />;
  return (
    <View className="hp-page service-report-records">
      <TradeListBody list={list} emptyText={T.empty}>
        <View className="hp-section">
          {list.items.map(readServiceReportRow).map((row, i) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(row.period))}
              key={row.id ?? `row-${i}`}
              className="hp-row service-report-row tap"
              onClick={() => {
                if (row.id !== null) void navigate(HELD_PORTFOLIO_URLS.serviceReport(row.id));
              }}
            >
              <View className="hp-row-main">
                <Text>{row.period}</Text>
                <Text className="hp-muted">{`${T.endWorth} ${row.endWorth}`}</Text>
              </View>
              <View className="hp-row-side">
                <Text className={`percent-text ${row.percent.tone}`}>{row.percent.text}</Text>
                <Text className="hp-muted">{`${T.view} 〉`}</Text>
              </View>
            </View>
          ))}
        </View>
      </TradeListBody>
    </View>
  );
}

export default largeTextPage(ServiceReportRecordsPage);
