import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { CAMPAIGN_SCREEN_TEXTS as T, campaignsApi, type DrawResultV2 } from '@fund/core/promotion';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { CampaignFrame } from '../campaign-parts/CampaignFrame';
import { useCampaignAction } from '../campaign-parts/useCampaignAction';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';

const campaigns = campaignsApi(apiClient);

/** The mooncake game (博饼): roll six dice for coins, see the rank, receive the prize. */
function MooncakePage() {
  const data = useAsync(async () => {
    const [account, awards] = await Promise.all([campaigns.mooncakeGamblingAccountMine(), campaigns.mooncakeGamblingAwardMine()]);
    return { account, awards };
  }, []);
  const action = useCampaignAction(data.reload);
  const [last, setLast] = useState<DrawResultV2 | null>(null);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { account, awards } = data.data;
  return (
    <CampaignFrame info={account.campaign} records={awards} onReceive={(a) => void action.run(async () => (await campaigns.mooncakeGamblingAwardReceive({ params: { id: String(a.id) } })).detail)}>
      <Text className="campaign-line">{`${account.coins}${T.coinsUnit} · ${T.chances(account.chances)}`}</Text>
      {last ? (
        <View className="campaign-options">
          {last.dice.map((d, i) => (
            <Text key={`${i}-${d}`} className={`campaign-option${d === 4 ? ' campaign-option-on' : ''}`}>
              {String(d)}
            </Text>
          ))}
        </View>
      ) : null}
      {last ? <Text className="campaign-line mooncake-rank">{last.detail}</Text> : null}
      <Text {...BUTTON_ROLE}
        className={`campaign-button tap${account.chances > 0 ? '' : ' campaign-button-off'}`}
        onClick={() =>
          void action.run(async () => {
            const roll = await campaigns.mooncakeGamblingClaimAward();
            setLast(roll);
            return '';
          })
        }
      >
        {`${T.roll}（${account.campaign.entry_coins}${T.coinsUnit}）`}
      </Text>
    </CampaignFrame>
  );
}

export default largeTextPage(MooncakePage);
