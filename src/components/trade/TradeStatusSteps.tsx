import { View, Text } from '@tarojs/components';
import { tradeStepClass } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import './trade-ui.css';

/** The trade detail's timeline: each step drawn active, fail, disabled or warning as core says. */
export function TradeStatusSteps({ steps }: { steps: Wire.StatusStep[] }) {
  return (
    <View className="trade-steps">
      {steps.map((step, i) => (
        <View key={i} className={`trade-step ${tradeStepClass(step.status)}`}>
          <View className="trade-step-dot" />
          <View className="trade-step-body">
            <Text className="trade-step-title">{step.title}</Text>
            {step.desc ? <Text className="trade-step-desc">{step.desc}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  );
}
