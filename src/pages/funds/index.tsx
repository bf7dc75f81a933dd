import { View, Text } from '@tarojs/components';

export default function FundsPage() {
  return (
    <View className="screen funds-page">
      <Text className="screen-title">基金</Text>
      <View className="card">
        <Text className="muted">全部基金，按类型筛选与排序</Text>
      </View>
    </View>
  );
}
