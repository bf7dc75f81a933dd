import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS, diagnosisApi } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { DiagnosisScore } from '../components/DiagnosisScore';
import { DiagnosisReport } from '../components/DiagnosisReport';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const diagnosis = diagnosisApi(apiClient);

/** One past diagnosis as it was on its day; the fund's name opens today's diagnosis. */
function DiagnosisReviewDetailPage() {
  const id = useRouterParams().id ?? '';
  const report = useAsync(() => diagnosis.analyseHistoryDetail({ params: { id } }), [id]);
  const d = report.data;
  if (!d) {
    return (
      <View className="diagnosis-review-detail-page">
        {report.status === 'error' ? <ErrorView text={report.error} onRetry={() => void report.reload()} retryable={report.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const symbol = d.symbol ?? d.source_fund_symbol ?? '';
  return (
    <View className="diagnosis-review-detail-page">
      <View className="card drd-header">
        <View className="drd-fund">
          <Text {...BUTTON_ROLE} className="drd-name tap" onClick={() => symbol && void navigate(`/symbols/funds/diagnosis/detail/${symbol}/`)}>
            {d.abbr_name ?? symbol}
          </Text>
          <Text className="drd-meta">{`${symbol} · ${DIAGNOSIS_TEXTS.analyseDate} ${d.analyse_date}`}</Text>
        </View>
        <DiagnosisScore score={d.score} size="large" />
      </View>
      <DiagnosisReport diagnosis={d} />
    </View>
  );
}

export default largeTextPage(DiagnosisReviewDetailPage);
