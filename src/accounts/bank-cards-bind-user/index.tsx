import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { BANK_CARD_SCREEN_TEXTS as T } from '@fund/core/card';
import { toast, largeTextPage } from '@/platform';
import { accounts } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { useAsync } from '@/hooks/useAsync';
import { bindFlow, follow } from '../parts/bind-flow';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

/** The career of a user opening the account (no trade password yet), from the server's list. */
function BindUserPage() {
  // Through the page-state hook: a first load that fails shows the failure view and its retry.
  const loaded = useAsync(() => accounts.careers(), []);
  const careers = loaded.data;
  const [career, setCareer] = useState<number | null>(null);


  const next = async () => {
    if (career === null) {
      toast(T.careerRequired);
      return;
    }
    await follow(bindFlow.saveUserInfo(career));
  };

  if (careers === null && loaded.status === 'error') return <ErrorView text={loaded.error ?? ''} onRetry={() => void loaded.reload()} />;
  if (careers === null) return <LoadingView />;
  return (
    <View className="account-screen bind-user-page">
      <Text className="af-title">{T.userTitle}</Text>
      <Text className="af-hint">{T.career}</Text>
      <View className="af-list">
        {careers.map((c) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(c.name))} key={c.id} className={`af-option tap career-option${c.id === career ? ' af-option-on' : ''}`} onClick={() => setCareer(c.id)}>
            <Text>{c.id === career ? `✓ ${c.name}` : c.name}</Text>
          </View>
        ))}
      </View>
      <Button className="af-submit bind-user-next" onClick={() => void next()}>
        {T.next}
      </Button>
    </View>
  );
}

export default largeTextPage(BindUserPage);
