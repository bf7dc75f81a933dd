import { View, Text } from '@tarojs/components';
import { RESEARCH_LIST_TEXTS, seniorityText } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { PercentText } from '@/components/PercentText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

/** One manager in a list: name and company, years in the job, speciality, and the return in office. */
export function ManagerRow({ manager, onOpen }: { manager: Wire.FundManager; onOpen: (m: Wire.FundManager) => void }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(manager.name))} className="manager-row tap" onClick={() => onOpen(manager)}>
      <View className="manager-row-main">
        <Text className="manager-row-name">{manager.name}</Text>
        <Text className="manager-row-meta">{`${manager.fund_company} · ${RESEARCH_LIST_TEXTS.inPostYears} ${seniorityText(manager.work_seniority)}`}</Text>
        <Text className="manager-row-meta">{`${RESEARCH_LIST_TEXTS.goodAt} ${manager.good_at_type}`}</Text>
      </View>
      <View className="manager-row-figure">
        <PercentText value={manager.index_rate_tyear} />
        <Text className="manager-row-meta">{RESEARCH_LIST_TEXTS.bestReturn}</Text>
      </View>
    </View>
  );
}
