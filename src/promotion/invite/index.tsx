import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { INVITE_TEXTS as T, promotionApi, type InviteCode, type InviteOverview, type Invitee } from '@fund/core/promotion';
import { isApiError } from '@fund/core/api';
import { copyText, toast, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { apiClient } from '@/services/api-client';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const api = promotionApi(apiClient);

/** 邀请好友: my code and the poster's texts, what the invitations earned, the friends and their steps, the rules. */
function InvitePage() {
  const [head, setHead] = useState<{ code: InviteCode; overview: InviteOverview } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [poster, setPoster] = useState(false);
  const friends = usePagedList<Invitee>((page, page_size) => api.invitations({ query: { page, page_size } }), []);
  const load = async () => {
    setError(null);
    try {
      const [code, overview] = await Promise.all([api.invitationCode({}), api.invitationOverview({})]);
      setHead({ code, overview });
    } catch (err) {
      setError(isApiError(err) ? err.title : T.title);
    }
  };
  useEffect(() => {
    void load();
  }, []);
  const copy = async () => {
    if (!head) return;
    await copyText(head.code.invite_code);
    void toast(T.copied);
    void api.share({ body: { code: 'invite', channel: 'copy' } }).catch(() => undefined);
  };
  if (error) return <ErrorView text={error} onRetry={() => void load()} />;
  if (!head) return <LoadingView />;
  const { code, overview } = head;
  return (
    <View className="invite-page">
      <View className="invite-card">
        <Text className="invite-label">{T.myCode}</Text>
        <Text className="invite-code">{code.invite_code}</Text>
        <View className="invite-actions">
          <Text {...BUTTON_ROLE} className="invite-copy tap" onClick={() => void copy()}>
            {T.copy}
          </Text>
          <Text {...BUTTON_ROLE} className="invite-poster-button tap" onClick={() => setPoster(!poster)}>
            {T.sharePoster}
          </Text>
        </View>
        {poster ? (
          <View className="invite-poster">
            <Text className="invite-poster-title">{code.poster.title}</Text>
            <Text className="invite-poster-subtitle">{code.poster.subtitle}</Text>
            <Text className="invite-poster-link">{code.poster.qr_url}</Text>
            <Text className="invite-poster-footer">{code.poster.footer}</Text>
          </View>
        ) : null}
      </View>
      <View className="invite-card invite-overview">
        <Text className="invite-section-title">{T.overviewTitle}</Text>
        <View className="invite-stats">
          <View className="invite-stat">
            <Text className="invite-stat-value">{String(overview.invited_count)}</Text>
            <Text className="invite-stat-label">{T.invited}</Text>
          </View>
          <View className="invite-stat">
            <Text className="invite-stat-value">{String(overview.completed_count)}</Text>
            <Text className="invite-stat-label">{T.completed}</Text>
          </View>
          <View className="invite-stat">
            <Text className="invite-stat-value">{overview.reward_total}</Text>
            <Text className="invite-stat-label">{T.rewardTotal}</Text>
          </View>
        </View>
      </View>
      <View className="invite-card">
        <Text className="invite-section-title">{T.listTitle}</Text>
        <PagedListBody list={{ ...friends, empty: false }}>
          {friends.empty ? <EmptyView text={T.empty} /> : null}
          {friends.items.map((f) => (
            <View key={f.id} className="invitee-row">
              <Text className="invitee-name">{f.username}</Text>
              <View className="invitee-steps">
                {f.steps.map((s) => (
                  <Text key={s.code} className={`invitee-step${s.done ? ' done' : ''}`}>
                    {s.name}
                  </Text>
                ))}
              </View>
              <Text className={`invitee-reward${f.rewarded ? ' done' : ''}`}>{f.reward}</Text>
            </View>
          ))}
        </PagedListBody>
      </View>
      <View className="invite-card invite-rules">
        <Text className="invite-section-title">{T.rulesTitle}</Text>
        {overview.rules.map((r, i) => (
          <Text key={r} className="invite-rule">{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(InvitePage);
