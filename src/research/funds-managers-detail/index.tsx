import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import {
  RESEARCH_LIST_TEXTS,
  managerMarketResults,
  managerSkills,
  managersApi,
  seniorityText,
} from '@fund/core/research';
import { managerPostStatusText } from '@fund/core/market';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRowItem } from '@/components/FundRowItem';
import { PercentText } from '@/components/PercentText';
import { ManagerActions } from '../components/ManagerActions';
import './index.css';

const managers = managersApi(apiClient);

/** A manager: company, years and speciality, skill scores, results by market condition, a fund to buy. */
function ManagerDetailPage() {
  const params = useRouterParams();
  const id = params.id ?? '';
  const goodAt = params.goodAtType;
  const detail = useAsync(() => managers.detail({ params: { id }, query: { good_at_type: goodAt, include_index: 0 } }), [id, goodAt]);
  const m = detail.data;

  const title = m?.name;
  useEffect(() => {
    if (title !== undefined) setNavigationTitle(title);
  }, [title]);

  if (!m) {
    return (
      <View className="manager-detail-page">
        {detail.status === 'error' ? <ErrorView text={detail.error} onRetry={() => void detail.reload()} retryable={detail.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="manager-detail-page">
      <View className="card md-header">
        <Text className="md-name">{m.name}</Text>
        <Text className="md-meta">{`${m.fund_company} · ${managerPostStatusText(m.post_status)}`}</Text>
        <View className="md-figures">
          <View className="md-figure">
            <Text className="md-label">{RESEARCH_LIST_TEXTS.inPostYears}</Text>
            <Text className="md-value">{seniorityText(m.work_seniority)}</Text>
          </View>
          <View className="md-figure">
            <Text className="md-label">{RESEARCH_LIST_TEXTS.bestReturn}</Text>
            <PercentText value={m.index_rate_tyear} />
          </View>
          <View className="md-figure">
            <Text className="md-label">{RESEARCH_LIST_TEXTS.goodAt}</Text>
            <Text className="md-value">{m.good_at_type}</Text>
          </View>
        </View>
        <ManagerActions id={String(m.id)} />
      </View>
      <View className="card">
        {managerSkills(m).map((s) => (
          <View key={s.label} className="md-skill">
            <Text className="md-skill-label">{s.label}</Text>
            <View className="md-skill-track">
              <View className="md-skill-bar" style={{ width: `${s.score}%` }} />
            </View>
            <Text className="md-skill-score">{s.score}</Text>
          </View>
        ))}
      </View>
      <View className="card md-markets">
        {managerMarketResults(m).map((r) => (
          <View key={r.label} className="md-figure">
            <Text className="md-label">{r.label}</Text>
            <PercentText value={r.percent} />
          </View>
        ))}
      </View>
      {m.recommend_fund ? <FundRowItem fund={m.recommend_fund} field="percent_year" onOpen={(f) => void navigate(`/s/${f.symbol}/`)} /> : null}
    </View>
  );
}

export default largeTextPage(ManagerDetailPage);
