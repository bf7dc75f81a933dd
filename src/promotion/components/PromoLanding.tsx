import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { PROMO_LANDING_TEXTS, type PromoLanding } from '@fund/core/promotion';
import { navigate } from '@/platform';
import { BUTTON_ROLE } from '@/components/tap-label';
import './promo-landing.css';

/** A promotion landing: the lead, what it offers, the page's own content, the rules and its button. */
export function PromoLandingView({ landing, children }: { landing: PromoLanding; children?: ReactNode }) {
  return (
    <View className="promo-landing">
      <View className="promo-hero">
        <Text className="promo-title">{landing.title}</Text>
        <Text className="promo-lead">{landing.lead}</Text>
      </View>
      <View className="promo-card">
        {landing.points.map((p) => (
          <Text key={p} className="promo-point">{`· ${p}`}</Text>
        ))}
      </View>
      {children}
      <View className="promo-card promo-rules">
        <Text className="promo-rules-title">{PROMO_LANDING_TEXTS.rulesTitle}</Text>
        {landing.rules.map((r, i) => (
          <Text key={r} className="promo-rule">{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
      <Text {...BUTTON_ROLE} className="promo-cta tap" onClick={() => void navigate(landing.cta.url)}>
        {landing.cta.label}
      </Text>
    </View>
  );
}
