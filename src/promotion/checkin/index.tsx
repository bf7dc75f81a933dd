import { View, Text } from '@tarojs/components';
import { CAMPAIGN_SCREEN_TEXTS as T, CAMPAIGN_TEXTS, campaignsApi } from '@fund/core/promotion';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { CampaignFrame } from '../campaign-parts/CampaignFrame';
import { useCampaignAction } from '../campaign-parts/useCampaignAction';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';

const campaigns = campaignsApi(apiClient);

/** Daily check-in: the streak, today's coins and the days checked in. */
function CheckinPage() {
  const data = useAsync(async () => {
    const [status, mine] = await Promise.all([campaigns.checkinStatus(), campaigns.checkinMine()]);
    return { status, mine };
  }, []);
  const action = useCampaignAction(data.reload);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { status, mine } = data.data;
  return (
    <CampaignFrame info={status.campaign} records={[]}>
      <Text className="campaign-line checkin-streak">{CAMPAIGN_TEXTS.streak(status.days_in_row)}</Text>
      <Text className="campaign-line">{status.checked_today ? T.checkinDone : T.nextCoins(status.next_coins)}</Text>
      <Text {...BUTTON_ROLE}
        className={`campaign-button tap${status.checked_today ? ' campaign-button-off' : ''}`}
        onClick={() => {
          if (!status.checked_today) void action.run(async () => (await campaigns.checkin()).detail);
        }}
      >
        {status.checked_today ? CAMPAIGN_TEXTS.checkedIn : CAMPAIGN_TEXTS.checkin}
      </Text>
      <View className="campaign-options">
        {mine.dates.slice(-7).map((d) => (
          <Text key={d} className="campaign-option campaign-option-on">
            {d.slice(5)}
          </Text>
        ))}
      </View>
    </CampaignFrame>
  );
}

export default largeTextPage(CheckinPage);
