import { View, Text } from '@tarojs/components';

export default function HomePage() {
  return (
    <View className="screen home-page">
      <Text className="screen-title">首页</Text>
      <View className="card">
        <Text className="muted">指数行情、基金头条与推荐基金</Text>
      </View>
    </View>
  );
}
