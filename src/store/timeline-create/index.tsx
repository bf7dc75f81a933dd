import { useState } from 'react';
import { View, Text, Button, Input } from '@tarojs/components';
import { failureText } from '@fund/core/api';
import { STORE_PAGE_TEXTS as T, STORE_URLS } from '@fund/core/store';
import { back, navigate, toast, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { feed, store } from '../store-components/store-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../store-components/store.css';

/** /store/timeline/create/: the owner posts on their store's timeline, optionally attaching one of their portfolios. */
function StoreTimelineCreatePage() {
  const mine = useAsync(() => store.mine(), []);
  const [text, setText] = useState('');
  const [portfolioId, setPortfolioId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!mine.data) {
    if (mine.status === 'loading') return <LoadingView />;
    return (
      <View className="st-page">
        <ErrorView text={mine.error ?? ''} onRetry={() => void mine.reload()} retryable={mine.retryable} />
        {mine.retryable ? null : <Button className="st-button" onClick={() => void navigate(STORE_URLS.apply)}>{T.goApply}</Button>}
      </View>
    );
  }
  const storeId = mine.data.id;
  const submit = async () => {
    if (text.trim() === '') {
      setError(T.emptyText);
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await feed.create({ body: { text: text.trim(), store_id: storeId, ...(portfolioId === null ? {} : { portfolio_id: portfolioId }) } });
      toast('发布成功');
      await back();
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className="st-page timeline-create">
      <View className="st-section">
        <Input className="st-input timeline-text" value={text} placeholder={T.postPlaceholder} maxlength={2000} onInput={(e) => setText(e.detail.value)} />
        {error ? <Text className="st-error timeline-error">{error}</Text> : null}
      </View>
      <View className="st-section">
        <Text className="st-section-title">{T.attachPortfolio}</Text>
        <View className="st-chips">
          <Text {...BUTTON_ROLE} className={`st-chip tap ${portfolioId === null ? 'st-chip-on' : ''}`} onClick={() => setPortfolioId(null)}>{T.noPortfolio}</Text>
          {mine.data.portfolios.map((p) => (
            <Text {...BUTTON_ROLE} key={p.id} className={`st-chip tap attach-portfolio ${portfolioId === p.id ? 'st-chip-on' : ''}`} onClick={() => setPortfolioId(p.id)}>
              {p.name}
            </Text>
          ))}
        </View>
      </View>
      <Button className="st-button timeline-submit" disabled={busy} onClick={() => void submit()}>
        {T.post}
      </Button>
    </View>
  );
}

export default largeTextPage(StoreTimelineCreatePage);
