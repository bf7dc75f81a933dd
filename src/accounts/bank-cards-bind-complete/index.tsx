import { View, Text, Button } from '@tarojs/components';
import { BANK_CARD_SCREEN_TEXTS as T } from '@fund/core/card';
import { navigate, largeTextPage } from '@/platform';

function BindCompletePage() {
  return (
    <View className="account-screen bind-complete-page">
      <Text className="af-title">{T.completeTitle}</Text>
      <Text className="af-hint">{T.completeText}</Text>
      <Button className="af-submit bind-complete-done" onClick={() => void navigate('/accounts/mine/')}>
        {T.done}
      </Button>
    </View>
  );
}

export default largeTextPage(BindCompletePage);
