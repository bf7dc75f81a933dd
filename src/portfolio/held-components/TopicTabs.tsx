import { View, Text } from '@tarojs/components';
import { PORTFOLIO_TOPIC_TABS, type PortfolioTopicCode } from '@fund/core/portfolio';
import { BUTTON_ROLE } from '@/components/tap-label';
import './held-portfolio.css';

/** The switch between the portfolio topics a user holds (投顾组合 / 潘多拉魔盒). */
export function TopicTabs({ topic, onChange }: { topic: PortfolioTopicCode; onChange: (topic: PortfolioTopicCode) => void }) {
  return (
    <View className="hp-tabs">
      {PORTFOLIO_TOPIC_TABS.map((tab) => (
        <Text {...BUTTON_ROLE} key={tab.code} className={`hp-tab tap${tab.code === topic ? ' hp-tab-on' : ''}`} data-topic={tab.code} onClick={() => tab.code !== topic && onChange(tab.code)}>
          {tab.label}
        </Text>
      ))}
    </View>
  );
}
