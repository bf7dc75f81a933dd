import { useState } from 'react';
import { View, ScrollView, Text } from '@tarojs/components';
import { QUANT_SENIOR_SERVICE, QUANT_TEXTS, quantApi, quantInfluenceTone } from '@fund/core/research';
import { membershipApi, runSubscribeFlow } from '@fund/core/promotion';
import { createIntentFactory } from '@fund/core/api';
import { systemClock } from '@fund/core/ports';
import { confirm, toast, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { DiagnosisScore } from '../components/DiagnosisScore';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const quant = quantApi(apiClient);
const membership = membershipApi(apiClient);
const newIntent = createIntentFactory(systemClock);

/**
 * A symbol's quant factors: the overall score, a score per category, and the factors of the chosen category.
 * The senior factors are a membership service: the server leaves them out for a non-member, and the page
 * offers the subscribe flow (check → dialog → subscribe → 订阅成功), then reads them again.
 */
function QuantAnalysePage() {
  const params = useRouterParams();
  const symbol = params.symbol ?? '';
  const [category, setCategory] = useState<string | undefined>(params.factor_category || undefined);
  const answer = useAsync(() => quant.analyse({ params: { symbol }, query: { factor_category: category } }), [symbol, category]);
  const a = answer.data;

  if (!a) {
    return (
      <View className="quant-analyse-page">
        {answer.status === 'error' ? <ErrorView text={answer.error} onRetry={() => void answer.reload()} retryable={answer.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const { categories, factors } = a;
  return (
    <View className="quant-analyse-page">
      <View className="card qa-header">
        <View className="qa-fund">
          <Text className="qa-name">{a.abbr_name}</Text>
          <Text className="qa-meta">{a.symbol}</Text>
        </View>
        <View className="qa-score">
          <DiagnosisScore score={a.score} />
          <Text className="qa-meta">{QUANT_TEXTS.overallScore}</Text>
        </View>
      </View>
      <ScrollView className="qa-tabs" scrollX>
        <Text {...BUTTON_ROLE} className={`qa-tab tap ${category === undefined ? 'qa-tab-on' : ''}`} onClick={() => setCategory(undefined)}>
          {QUANT_TEXTS.allCategories}
        </Text>
        {categories.map((c) => (
          <Text {...BUTTON_ROLE} key={c.category} className={`qa-tab tap ${category === c.category ? 'qa-tab-on' : ''}`} onClick={() => setCategory(c.category)}>
            {`${c.display} ${c.score}`}
          </Text>
        ))}
      </ScrollView>
      {a.senior_locked ? (
        <View className="card qa-senior-gate">
          <Text className="qa-meta">{QUANT_TEXTS.seniorLocked}</Text>
          <Text {...BUTTON_ROLE}
            className="qa-senior-unlock tap"
            onClick={() => void runSubscribeFlow(membership, QUANT_SENIOR_SERVICE, { confirm, toast, newIntent }).then((open) => (open ? answer.reload() : undefined))}
          >
            {QUANT_TEXTS.seniorUnlock}
          </Text>
        </View>
      ) : null}
      {factors.length === 0 && !a.senior_locked ? <EmptyView /> : null}
      {factors.map((f) => (
        <View key={f.factor} className="qa-factor">
          <View className="qa-factor-main">
            <Text className="qa-factor-name">{f.name}</Text>
            <Text className="qa-meta">{`${f.factor_type_display} · ${QUANT_TEXTS.factorValue} ${f.value || '--'}`}</Text>
          </View>
          <Text className={`qa-influence ${quantInfluenceTone(f.price_influence_type)}`}>{f.price_influence_type_display}</Text>
          <Text className="qa-stars">{'★'.repeat(f.factor_score_type)}</Text>
        </View>
      ))}
    </View>
  );
}

export default largeTextPage(QuantAnalysePage);
