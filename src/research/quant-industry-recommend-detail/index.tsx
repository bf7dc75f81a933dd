import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { QUANT_TEXTS, quantApi } from '@fund/core/research';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { DiagnosisScore } from '../components/DiagnosisScore';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const quant = quantApi(apiClient);

/** A recommended industry: its factor score and reason, and its best-scored stocks. */
function QuantIndustryPage() {
  const id = useRouterParams().id ?? '';
  const industry = useAsync(() => quant.industryRecommendDetail({ params: { id } }), [id]);
  const d = industry.data;
  useEffect(() => {
    if (d) setNavigationTitle(d.name);
  }, [d]);
  if (!d) {
    return (
      <View className="quant-industry-page">
        {industry.status === 'error' ? <ErrorView text={industry.error} onRetry={() => void industry.reload()} retryable={industry.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="quant-industry-page">
      <View className="card qi-header">
        <View className="qi-main">
          <Text className="qi-name">{d.name}</Text>
          <Text className="qi-meta">{QUANT_TEXTS.stocksCount(d.stocks_count)}</Text>
          <Text className="qi-reason">{d.reason}</Text>
        </View>
        <View className="qi-score">
          <DiagnosisScore score={d.score} />
          <Text className="qi-meta">{QUANT_TEXTS.industryScore}</Text>
        </View>
      </View>
      <View className="card">
        <Text className="qi-title">{QUANT_TEXTS.topSymbols}</Text>
        {d.symbols.map((s) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(s.abbr_name))} key={s.symbol} className="qi-symbol tap" onClick={() => void navigate(`/quant/${s.symbol}/analyse/`)}>
            <View className="qi-main">
              <Text className="qi-symbol-name">{s.abbr_name}</Text>
              <Text className="qi-meta">{s.symbol}</Text>
            </View>
            <DiagnosisScore score={s.score} />
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(QuantIndustryPage);
