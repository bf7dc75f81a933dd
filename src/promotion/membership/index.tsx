import { View, Text } from '@tarojs/components';
import { CAMPAIGN_SCREEN_TEXTS as T, MEMBERSHIP_TEXTS, membershipApi, runSubscribeFlow } from '@fund/core/promotion';
import { confirm, toast, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { newIntent } from '../campaign-parts/intent';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../campaign-parts/campaign-frame.css';

const membership = membershipApi(apiClient);
const CODE = 'vip';

/** The member centre: status and benefits; subscribing runs check → dialog → subscribe → 订阅成功; invitations. */
function MembershipPage() {
  const data = useAsync(async () => {
    const [overview, service, invitations] = await Promise.all([
      membership.membership({ params: { code: CODE } }),
      membership.service({ params: { code: CODE } }),
      membership.membershipsInvitations({ params: { code: CODE }, query: { page: 1, page_size: 20 } }),
    ]);
    return { overview, service, invitations };
  }, []);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { overview, service, invitations } = data.data;
  const subscribe = async () => {
    await runSubscribeFlow(membership, CODE, { confirm, toast, newIntent }, true);
    await data.reload();
  };
  return (
    <View className="campaign">
      <View className="campaign-head">
        <Text className="campaign-name">{T.membershipTitle}</Text>
        <Text className="campaign-phase membership-status">{overview.status_display}</Text>
      </View>
      <View className="campaign-play">
        <Text className="campaign-line">{`${service.price_coins}${T.coinsUnit} / ${service.period_days}天`}</Text>
        <Text {...BUTTON_ROLE} className="campaign-button tap" onClick={() => void subscribe()}>
          {overview.is_member ? MEMBERSHIP_TEXTS.renew : MEMBERSHIP_TEXTS.open}
        </Text>
      </View>
      <View className="campaign-section">
        <Text className="campaign-section-title">{MEMBERSHIP_TEXTS.benefits}</Text>
        {overview.benefits.map((b) => (
          <Text key={b} className="campaign-rule">{b}</Text>
        ))}
      </View>
      <View className="campaign-section">
        <Text className="campaign-section-title">{MEMBERSHIP_TEXTS.invite}</Text>
        <Text className="campaign-line">{`${T.myInviteCode}：${overview.invite_code}`}</Text>
        <Text className="campaign-rule">{MEMBERSHIP_TEXTS.inviteRule}</Text>
        <Text className="campaign-section-title">{MEMBERSHIP_TEXTS.invitations}</Text>
        {invitations.results.length === 0 ? <EmptyView text={MEMBERSHIP_TEXTS.emptyInvitations} /> : null}
        {invitations.results.map((i) => (
          <View key={i.id} className="campaign-record">
            <Text className="campaign-record-name">{i.username}</Text>
            <Text className="campaign-record-prize">{`+${i.reward_days}天`}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(MembershipPage);
