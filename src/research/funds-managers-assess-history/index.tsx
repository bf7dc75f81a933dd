import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS, publishTimeText } from '@fund/core/research';
import { navigate, useDidShow, largeTextPage } from '@/platform';
import { EmptyView } from '@/components/StatusViews';
import { managerAssessHistory } from '../components/manager-assess-history';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

/** The assessments taken on this device, newest first; each reopens its result. */
function ManagerAssessHistoryPage() {
  const [entries, setEntries] = useState(() => managerAssessHistory.list());
  useDidShow(() => setEntries(managerAssessHistory.list()));
  return (
    <View className="manager-assess-history-page">
      {entries.length === 0 ? <EmptyView text={MANAGER_TOOL_TEXTS.noAssessHistory} /> : null}
      {entries.map((e) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(e.tags.join(' · ')))} key={e.options} className="mah-row tap" onClick={() => void navigate(`/symbols/funds/managers/assess/?options=${e.options}`)}>
          <Text className="mah-tags">{e.tags.join(' · ')}</Text>
          <Text className="mah-time">{publishTimeText(e.at)}</Text>
        </View>
      ))}
      <Text {...BUTTON_ROLE} className="mah-again tap" onClick={() => void navigate('/symbols/funds/managers/question/?again=1')}>
        {MANAGER_TOOL_TEXTS.assessAgain}
      </Text>
    </View>
  );
}

export default largeTextPage(ManagerAssessHistoryPage);
