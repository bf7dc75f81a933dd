import { View, Text } from '@tarojs/components';
import {
  MANAGER_TOOL_TEXTS,
  RESEARCH_LIST_TEXTS,
  managerSkills,
  managersApi,
  seniorityText,
} from '@fund/core/research';
import { managerPostStatusText } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { PercentText } from '@/components/PercentText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const managers = managersApi(apiClient);
const TOP_SKILLS = 3;

/** Managers as cards (optionally narrowed by ?tags=): company, years, specialities, return and their strongest skills. */
function ManagerCardPage() {
  const tags = useRouterParams().tags;
  const list = usePagedList<Wire.FundManager>((page, page_size) => managers.list({ query: { page, page_size, tags } }), [tags]);
  return (
    <View className="manager-card-page">
      <Text className="mc-title">{tags ? `${MANAGER_TOOL_TEXTS.cardTitle} · ${tags}` : MANAGER_TOOL_TEXTS.cardTitle}</Text>
      <PagedListBody list={list}>
        {list.items.map((m) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(m.name))} key={m.id} className="card mc-card tap" onClick={() => void navigate(`/symbols/funds/managers/${m.id}/`)}>
            <View className="mc-head">
              <Text className="mc-name">{m.name}</Text>
              <Text className="mc-status">{managerPostStatusText(m.post_status)}</Text>
            </View>
            <Text className="mc-meta">{`${m.fund_company} · ${RESEARCH_LIST_TEXTS.inPostYears} ${seniorityText(m.work_seniority)}`}</Text>
            <View className="mc-tags">
              {m.good_at_types.map((t) => (
                <Text key={t} className="mc-tag">
                  {t}
                </Text>
              ))}
            </View>
            <View className="mc-figures">
              <View className="mc-figure">
                <PercentText value={m.index_rate_tyear} />
                <Text className="mc-meta">{RESEARCH_LIST_TEXTS.bestReturn}</Text>
              </View>
              {[...managerSkills(m)]
                .sort((a, b) => b.score - a.score)
                .slice(0, TOP_SKILLS)
                .map((s) => (
                  <View key={s.label} className="mc-figure">
                    <Text className="mc-score">{s.score}</Text>
                    <Text className="mc-meta">{s.label}</Text>
                  </View>
                ))}
            </View>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(ManagerCardPage);
