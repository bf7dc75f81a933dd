import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { NAV_CHART_X_SPLITS, fundsApi } from '@fund/core/fund';
import { fundStyleHistoryPoints, fundStyleKey, type FundStyleRef } from '@fund/core/research';
import { jsonObjects, jsonText } from '@fund/core/market';
import { stopPullDownRefresh, usePullDownRefresh, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { NavChart } from '../components/NavChart';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../components/FundRows/index.css';
import '../components/FundRows/forecast.css';

const funds = fundsApi(apiClient);

/** /symbols/fund_styles/history: one style index over the last 240 trading days, the style chosen from the catalogue. */
function FundStylesHistoryPage() {
  const loaded = useAsync(async () => {
    const [catalogue, history] = await Promise.all([funds.styles(), funds.stylesHistory({ query: { ...CALL_DEFAULTS.fundStyleHistory } })]);
    const styles = jsonObjects(catalogue, 'asset_types').flatMap((asset) =>
      jsonObjects(asset, 'style_types').map((s) => ({
        asset_type: jsonText(asset, 'code') ?? '',
        style_type: jsonText(s, 'code') ?? '',
        name: `${jsonText(asset, 'name') ?? ''}·${jsonText(s, 'name') ?? ''}`,
      })),
    );
    return { styles, rows: history.results };
  }, []);
  const [chosen, setChosen] = useState<FundStyleRef | null>(null);
  const style = chosen ?? loaded.data?.styles[0] ?? null;
  const points = useMemo(() => (style && loaded.data ? fundStyleHistoryPoints(loaded.data.rows, style) : []), [style, loaded.data]);
  usePullDownRefresh(() => {
    void loaded.reload().finally(stopPullDownRefresh);
  });

  return (
    <View className="forecast-page fund-styles-history-page">
      {loaded.status === 'loading' && !loaded.data ? <LoadingView /> : null}
      {loaded.status === 'error' ? <ErrorView text={loaded.error} onRetry={() => void loaded.reload()} retryable={loaded.retryable} /> : null}
      {loaded.data ? (
        <View className="forecast-card">
          {points.length > 0 ? <NavChart id="fund-style-history-chart" data={points} xSplits={NAV_CHART_X_SPLITS} /> : <EmptyView />}
          <View className="fl-chips">
            {loaded.data.styles.map((s) => (
              <Text {...BUTTON_ROLE}
                key={fundStyleKey(s)}
                className={`fl-chip tap${style && fundStyleKey(style) === fundStyleKey(s) ? ' fl-chip-on' : ''}`}
                onClick={() => setChosen(s)}
              >
                {s.name}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(FundStylesHistoryPage);
