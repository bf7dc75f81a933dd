// The frame every campaign page shares: name and phase, the window, 活动规则, the play area, and 中奖记录.
import type { PropsWithChildren } from 'react';
import { View, Text } from '@tarojs/components';
import { CAMPAIGN_TEXTS, campaignWindowText, type CampaignAwardV2, type CampaignInfo } from '@fund/core/promotion';
import { EmptyView } from '@/components/StatusViews';
import { BUTTON_ROLE } from '@/components/tap-label';
import './campaign-frame.css';

interface Props {
  info: CampaignInfo;
  records: readonly CampaignAwardV2[];
  /** Shown beside a waiting award: receives it. */
  onReceive?: (award: CampaignAwardV2) => void;
}

export function CampaignFrame({ info, records, onReceive, children }: PropsWithChildren<Props>) {
  return (
    <View className="campaign">
      <View className="campaign-head">
        <Text className="campaign-name">{info.name}</Text>
        <Text className={`campaign-phase campaign-phase-${info.phase}`}>{info.phase_display}</Text>
        <Text className="campaign-window">{campaignWindowText(info.begin_at, info.end_at)}</Text>
      </View>
      <View className="campaign-play">{children}</View>
      <View className="campaign-section">
        <Text className="campaign-section-title">{CAMPAIGN_TEXTS.record}</Text>
        {records.length === 0 ? <EmptyView text={CAMPAIGN_TEXTS.emptyRecord} /> : null}
        {records.map((a) => (
          <View key={a.id} className="campaign-record">
            <Text className="campaign-record-name">{a.name}</Text>
            <Text className="campaign-record-prize">{a.prize_kind === 'coins' ? `${a.coins}金币` : `${a.amount}元`}</Text>
            {a.status === 0 && onReceive ? (
              <Text {...BUTTON_ROLE} className="campaign-record-action tap" onClick={() => onReceive(a)}>
                {a.status_display}
              </Text>
            ) : (
              <Text className="campaign-record-status">{a.status_display}</Text>
            )}
          </View>
        ))}
      </View>
      <View className="campaign-section">
        <Text className="campaign-section-title">{CAMPAIGN_TEXTS.rules}</Text>
        {info.rules.map((r, i) => (
          <Text key={r} className="campaign-rule">{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
    </View>
  );
}
