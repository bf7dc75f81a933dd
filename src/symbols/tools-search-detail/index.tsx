import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { FUND_FORECAST_TEXTS, diagnosisApi } from '@fund/core/research';
import { RELATED_FUNDS_COUNT, fundToolTitle, fundToolUrl } from '@fund/core/fund';
import { NOT_FOUND_TEXTS } from '@fund/core/ui';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundSearchBox } from '../components/FundSearchBox';
import { FundRows } from '../components/FundRows';
import '../components/FundRows/forecast.css';

const diagnosis = diagnosisApi(apiClient);

/** /symbols/tools_search/{id}/: pick a fund (search, or one of the best-potential funds) to open the tool {id} with. */
function ToolsSearchPage() {
  const toolId = useRouterParams().id;
  const title = fundToolTitle(toolId);
  // A tool id no tool answers to is an address that names nothing: say so, with search and home.
  return title === null ? <ErrorView text={NOT_FOUND_TEXTS.title} retryable={false} /> : <ToolSearch toolId={toolId} title={title} />;
}

function ToolSearch({ toolId, title }: { toolId: string | undefined; title: string }) {
  const suggested = useAsync(() => diagnosis.profitLossPredictsBestPotential(), []);

  useEffect(() => {
    setNavigationTitle(title);
  }, [title]);

  return (
    <View className="forecast-page tools-search-page">
      <FundSearchBox placeholder={FUND_FORECAST_TEXTS.toolsSearchPlaceholder} onPick={(fund) => void navigate(fundToolUrl(toolId, fund))} />
      <Text className="forecast-sub">{FUND_FORECAST_TEXTS.bestPotential}</Text>
      {suggested.status === 'loading' && !suggested.data ? <LoadingView /> : null}
      {suggested.status === 'error' ? <ErrorView text={suggested.error} onRetry={() => void suggested.reload()} retryable={suggested.retryable} /> : null}
      <View className="forecast-card">
        <FundRows funds={(suggested.data ?? []).slice(0, RELATED_FUNDS_COUNT)} field="percent_year" onOpen={(fund) => void navigate(fundToolUrl(toolId, fund))} />
      </View>
    </View>
  );
}

export default largeTextPage(ToolsSearchPage);
