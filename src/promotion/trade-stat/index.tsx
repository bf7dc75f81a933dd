import { Text } from '@tarojs/components';
import { CAMPAIGN_SCREEN_TEXTS as T, campaignsApi } from '@fund/core/promotion';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { CampaignFrame } from '../campaign-parts/CampaignFrame';
import { useCampaignAction } from '../campaign-parts/useCampaignAction';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';

const campaigns = campaignsApi(apiClient);

/** Double11 trade stat: a count of confirmed buys in the window earns a fixed coin prize (never by amount). */
function TradeStatPage() {
  const data = useAsync(async () => {
    const [stat, awards] = await Promise.all([campaigns.double11TradeStat(), campaigns.double11AwardMine()]);
    return { stat, awards };
  }, []);
  const action = useCampaignAction(data.reload);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { stat, awards } = data.data;
  return (
    <CampaignFrame info={stat.campaign} records={awards}>
      <Text className="campaign-line">{T.tradesCount(stat.trades_count, stat.trades_needed)}</Text>
      <Text {...BUTTON_ROLE}
        className={`campaign-button tap${stat.can_claim ? '' : ' campaign-button-off'}`}
        onClick={() => {
          if (stat.can_claim) void action.run(async () => (await campaigns.double11ClaimAward()).detail);
        }}
      >
        {stat.claimed ? T.claimed : T.claim}
      </Text>
    </CampaignFrame>
  );
}

export default largeTextPage(TradeStatPage);
