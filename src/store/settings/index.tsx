import { useState } from 'react';
import { View, Text, Button, Input } from '@tarojs/components';
import { failureText, isApiError } from '@fund/core/api';
import {
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_NAMES,
  STORE_PAGE_TEXTS as T,
  STORE_URLS,
  checkSocialAccount,
  checkStoreIntroduction,
  type SocialProvider,
} from '@fund/core/store';
import { navigate, stopPullDownRefresh, toast, usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { store, storeExtras } from '../store-components/store-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../store-components/store.css';

type Accounts = Record<SocialProvider, string>;
const NO_ACCOUNTS: Accounts = { wechat_mp: '', weibo: '', xueqiu: '', douyin: '' };

/** /store/settings/: the owner edits the store's introduction and binds social accounts. */
function StoreSettingsPage() {
  const mine = useAsync(() => store.mine(), []);
  const bindings = useAsync(() => storeExtras.socialBindingsList().catch(() => []), []);
  // What the owner typed; null / absent: the stored value. The fields show the stored values from their first
  // draw: an H5 Input whose value changes right after it mounts throws inside Taro (its native field is not there yet).
  const [typed, setDescription] = useState<string | null>(null);
  const [edits, setAccounts] = useState<Partial<Accounts>>({});
  const [error, setError] = useState<string | null>(null);
  usePullDownRefresh(() => void Promise.all([mine.reload(), bindings.reload()]).finally(stopPullDownRefresh));

  if (!mine.data || !bindings.data) {
    if (mine.status === 'loading' || (mine.data && !bindings.data)) return <LoadingView />;
    return (
      <View className="st-page">
        <ErrorView text={mine.error ?? ''} onRetry={() => void mine.reload()} retryable={mine.retryable} />
        {mine.retryable ? null : <Button className="st-button" onClick={() => void navigate(STORE_URLS.apply)}>{T.goApply}</Button>}
      </View>
    );
  }
  const storeId = mine.data.id;
  const description = typed ?? mine.data.description;
  const accounts: Accounts = { ...NO_ACCOUNTS, ...Object.fromEntries(bindings.data.map((b) => [b.provider, b.account])), ...edits };
  const saveDescription = async () => {
    const problem = checkStoreIntroduction(description);
    setError(problem);
    if (problem !== null) return;
    try {
      await store.update({ params: { id: storeId }, body: { description } });
      toast(T.saved);
    } catch (err) {
      setError(isApiError(err) ? (err.errors.description?.[0] ?? failureText(err)) : failureText(err));
    }
  };
  const saveBinding = async (provider: SocialProvider) => {
    const problem = checkSocialAccount(accounts[provider]);
    if (problem !== null) {
      toast(problem);
      return;
    }
    try {
      await store.socialBindings({ body: { provider, account: accounts[provider] } });
      toast(T.saved);
    } catch (err) {
      toast(failureText(err));
    }
  };
  return (
    <View className="st-page store-settings">
      <View className="st-section">
        <Text className="st-section-title">{T.description}</Text>
        <Input className="st-input settings-description" value={description} maxlength={500} onInput={(e) => setDescription(e.detail.value)} />
        {error ? <Text className="st-error settings-error">{error}</Text> : null}
        <Button className="st-button settings-save" onClick={() => void saveDescription()}>
          {T.save}
        </Button>
      </View>
      <View className="st-section">
        <Text className="st-section-title">{T.socialBindings}</Text>
        {SOCIAL_PROVIDERS.map((provider) => (
          <View key={provider} className={`st-row binding-${provider}`}>
            <Text>{SOCIAL_PROVIDER_NAMES[provider]}</Text>
            <Input className="st-input binding-account" value={accounts[provider]} placeholder={T.socialPlaceholder} onInput={(e) => setAccounts((a) => ({ ...a, [provider]: e.detail.value }))} />
            <Text {...BUTTON_ROLE} className="st-chip binding-save tap" onClick={() => void saveBinding(provider)}>
              {T.save}
            </Text>
          </View>
        ))}
      </View>
      <View className="st-links">
        <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.portfolioSettings(storeId))}>{T.sort}</Text>
        <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.following)}>关注的小店</Text>
        <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.store(storeId))}>{T.enterStore}</Text>
      </View>
    </View>
  );
}

export default largeTextPage(StoreSettingsPage);
