import { View, Text } from '@tarojs/components';

export default function MinePage() {
  return (
    <View className="screen mine-page">
      <Text className="screen-title">我的</Text>
      <View className="card">
        <Text className="muted">总资产、持仓与交易记录</Text>
      </View>
    </View>
  );
}
