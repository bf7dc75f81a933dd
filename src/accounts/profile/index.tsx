import { useState } from 'react';
import { View, Text, Button, Image } from '@tarojs/components';
import { ACCOUNT_FORMS, PROFILE_TEXTS as T } from '@fund/core/account';
import { failureDecision, failureText } from '@fund/core/api';
import { toast, largeTextPage } from '@/platform';
import { chooseImage } from '@/platform/media';
import { useResource } from '@/stores/useResource';
import { userStore } from '@/stores/user-store';
import { useForm } from '@/hooks/useForm';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { ErrorList, FormField } from '../parts/FormField';
import { tapLabel } from '@/components/tap-label';

function ProfilePage() {
  const settings = useResource(userStore);
  const form = useForm(ACCOUNT_FORMS.nickname);
  const [avatar, setAvatar] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const saveNickname = async () => {
    if (busy || !(await form.submit()).valid) return;
    setBusy(true);
    try {
      await ensureCsrf();
      await accounts.setUsername({ body: { username: (form.values.username ?? '').trim() } });
      toast(T.saved);
      // 我的 and 设置 show the new nickname from the same store.
      await userStore.refresh();
    } catch (err) {
      await showDecision(failureDecision(err));
    } finally {
      setBusy(false);
    }
  };

  const changeAvatar = async () => {
    if (busy) return;
    const filePath = await chooseImage();
    if (filePath === null) return;
    setBusy(true);
    try {
      await ensureCsrf();
      const answer = await accounts.uploadAvatar({ file: { filePath } });
      setAvatar(answer.avatar_md);
      userStore.invalidate();
      toast(T.avatarDone);
    } catch (err) {
      toast(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  if (settings.status === 'error') return <ErrorView text={settings.error} onRetry={() => void settings.reload()} retryable={settings.retryable} />;
  if (settings.data === null) return <LoadingView />;
  const src = avatar ?? settings.data.avatar_md;
  return (
    <View className="account-screen profile-page">
      <View className="af-list">
        <View {...tapLabel(T.changeAvatar)} className="af-item profile-avatar" onClick={() => void changeAvatar()}>
          <Text>{T.avatar}</Text>
          {src ? <Image className="profile-avatar-image" src={src} style={{ width: '64px', height: '64px', borderRadius: '50%' }} /> : <Text className="af-item-value">{T.changeAvatar}</Text>}
        </View>
        <View className="af-item">
          <Text>{T.nickname}</Text>
          <Text className="af-item-value profile-nickname">{settings.data.username}</Text>
        </View>
      </View>
      <FormField form={form} name="username" label={T.nickname} placeholder={T.nicknamePlaceholder} maxlength={20} />
      <ErrorList form={form} />
      <Button className="af-submit profile-save" disabled={busy} onClick={() => void saveNickname()}>
        {T.save}
      </Button>
    </View>
  );
}

export default largeTextPage(ProfilePage);
