import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS, diagnosisApi, type Wire } from '@fund/core';
import { navigate } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { DiagnosedRow } from '../components/DiagnosedRow';
import './index.css';

const diagnosis = diagnosisApi(apiClient);

function figure(stats: Wire.JsonObject | null, key: string): string {
  const v = stats?.[key];
  return typeof v === 'number' || typeof v === 'string' ? String(v) : '--';
}

/** Past diagnoses (the user's own, or everyone's latest for a guest) under the overall statistics. */
export default function DiagnosisReviewPage() {
  const stats = useAsync(() => diagnosis.analyseHistoryStatistics(), []);
  const list = usePagedList<Wire.FundDiagnosis>((page, page_size) => diagnosis.analyseHistory({ query: { page, page_size } }), []);
  const cells: [string, string][] = [
    [DIAGNOSIS_TEXTS.analysesCount, figure(stats.data, 'analyses_count')],
    [DIAGNOSIS_TEXTS.fundsCount, figure(stats.data, 'funds_count')],
    [DIAGNOSIS_TEXTS.avgScore, figure(stats.data, 'avg_score')],
  ];
  return (
    <View className="diagnosis-review-page">
      {stats.data ? (
        <View className="card dv-stats">
          {cells.map(([label, value]) => (
            <View key={label} className="dv-stat">
              <Text className="dv-value">{value}</Text>
              <Text className="dv-label">{label}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <PagedListBody list={list}>
        {list.items.map((d) => (
          <DiagnosedRow
            key={d.id}
            name={d.abbr_name ?? d.symbol ?? String(d.id)}
            symbol={d.symbol ?? ''}
            score={d.score}
            date={d.analyse_date}
            onOpen={() => void navigate(`/symbols/funds/diagnosis/review/detail/${d.id}/`)}
          />
        ))}
      </PagedListBody>
    </View>
  );
}
