import { View, Text } from '@tarojs/components';
import type { ReactNode } from 'react';
import type { Wire } from '@fund/core/api';
import './plan-ui.css';

/** The fund a plan buys: name and code. */
export function PlanFundHead({ fund, children }: { fund: Pick<Wire.FundDetail, 'abbr_name' | 'code'>; children?: ReactNode }) {
  return (
    <View className="plan-head">
      <Text className="plan-head-name">{fund.abbr_name}</Text>
      <Text className="plan-head-code">{fund.code}</Text>
      {children}
    </View>
  );
}
