import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS, diagnosisApi } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate, useDidShow, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { DiagnosedRow } from '../components/DiagnosedRow';
import { diagnosisHistory } from '../components/diagnosis-lists';
import './index.css';

const diagnosis = diagnosisApi(apiClient);

function figure(stats: Wire.JsonObject | null, key: string): string {
  const v = stats?.[key];
  return typeof v === 'number' || typeof v === 'string' ? String(v) : '--';
}

/** Past diagnoses: the ones on this device first, then the server's (the user's own, or everyone's latest for a guest), under the statistics. */
function DiagnosisReviewPage() {
  const [local, setLocal] = useState(() => diagnosisHistory.list());
  useDidShow(() => setLocal(diagnosisHistory.list()));
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
      {local.length > 0 ? <Text className="dv-title">{DIAGNOSIS_TEXTS.localHistory}</Text> : null}
      {local.map((e) => (
        <DiagnosedRow
          key={e.source_fund_symbol}
          name={typeof e.name === 'string' ? e.name : e.source_fund_symbol}
          symbol={e.source_fund_symbol}
          score={typeof e.score === 'number' ? e.score : null}
          date={typeof e.analyse_date === 'string' ? e.analyse_date : undefined}
          onOpen={() => void navigate(`/symbols/funds/diagnosis/detail/${e.source_fund_symbol}/`)}
        />
      ))}
      {local.length > 0 ? <Text className="dv-title">{DIAGNOSIS_TEXTS.review}</Text> : null}
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

export default largeTextPage(DiagnosisReviewPage);
