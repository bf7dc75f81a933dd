import { View, Text } from '@tarojs/components';
import { CAMPAIGN_SCREEN_TEXTS as T, CAMPAIGN_TEXTS, campaignsApi } from '@fund/core/promotion';
import { confirm, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { CampaignFrame } from '../campaign-parts/CampaignFrame';
import { useCampaignAction } from '../campaign-parts/useCampaignAction';
import { newIntent } from '../campaign-parts/intent';
import { BUTTON_ROLE } from '@/components/tap-label';

const campaigns = campaignsApi(apiClient);

/** The trade bargain: cut the coin price of a fee coupon once a day, then exchange it at the price reached. */
function BargainPage() {
  const data = useAsync(async () => {
    const [items, latest] = await Promise.all([campaigns.tradeBargains(), campaigns.tradeBargainLatest()]);
    return { items, latest };
  }, []);
  const action = useCampaignAction(data.reload);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const item = data.data.items[0];
  if (!item) return <EmptyView text={CAMPAIGN_TEXTS.notFound} />;
  const id = String(item.id);
  return (
    <CampaignFrame info={item.campaign} records={[]}>
      <Text className="campaign-line">{item.name}</Text>
      <Text className="campaign-line bargain-price">{T.currentPrice(item.current_coins)}</Text>
      <Text className="campaign-line">{T.floorPrice(item.floor_coins)}</Text>
      <Text {...BUTTON_ROLE} className="campaign-button tap" onClick={() => void action.run(async () => CAMPAIGN_TEXTS.bargainOk((await campaigns.tradeBargainBargain({ params: { id } })).coins))}>
        {T.bargainNow}
      </Text>
      <Text {...BUTTON_ROLE}
        className="campaign-button tap"
        onClick={() =>
          void action.run(async () => {
            if (!(await confirm(T.exchangeConfirm(item.name, item.current_coins)))) return '';
            return (await campaigns.tradeBargainExchange({ params: { id }, body: { pay_with: 'coins' }, intent: newIntent() })).detail;
          })
        }
      >
        {T.exchangeNow}
      </Text>
      {data.data.latest.map((r) => (
        <View key={r.id} className="campaign-record">
          <Text className="campaign-record-name">{r.username}</Text>
          <Text className="campaign-record-prize">{CAMPAIGN_TEXTS.bargainOk(r.coins)}</Text>
        </View>
      ))}
    </CampaignFrame>
  );
}

export default largeTextPage(BargainPage);
