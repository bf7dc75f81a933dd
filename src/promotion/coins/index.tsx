import { View, Text } from '@tarojs/components';
import { CAMPAIGN_SCREEN_TEXTS as T, COIN_TEXTS, CoinTaskStatus, coinsApi } from '@fund/core/promotion';
import { confirm, navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { useCampaignAction } from '../campaign-parts/useCampaignAction';
import { newIntent } from '../campaign-parts/intent';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../campaign-parts/campaign-frame.css';

const coins = coinsApi(apiClient);

/** The coin centre: balance, the task list with 领取金币, and (showExchange) what coins exchange for. */
function CoinsPage() {
  const { showExchange } = useRouterParams();
  const data = useAsync(async () => {
    const [balance, tasks, targets] = await Promise.all([coins.balance(), coins.tasks(), coins.exchangeTargets()]);
    return { balance, tasks, targets };
  }, []);
  const action = useCampaignAction(data.reload);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { balance, tasks, targets } = data.data;
  const exchangeFirst = showExchange !== undefined && showExchange !== '0';
  const exchange = (
    <View className="campaign-section coins-exchange">
      <Text className="campaign-section-title">{T.exchangeTitle}</Text>
      {targets.map((t) => (
        <View key={t.id} className="campaign-record">
          <Text className="campaign-record-name">{t.name}</Text>
          <Text className="campaign-record-prize">{`${t.coins}${T.coinsUnit}`}</Text>
          <Text {...BUTTON_ROLE}
            className="campaign-record-action tap"
            onClick={() =>
              void action.run(async () => {
                if (!(await confirm(T.exchangeConfirm(t.name, t.coins)))) return '';
                return (await coins.exchange({ body: { target: t.id, coins: t.coins }, intent: newIntent() })).detail;
              })
            }
          >
            {T.remainingToday(t.remaining_today)}
          </Text>
        </View>
      ))}
    </View>
  );
  return (
    <View className="campaign">
      <View className="campaign-head">
        <Text className="campaign-name">{T.coinsTitle}</Text>
        <Text className="coins-balance">{String(balance.balance)}</Text>
        <Text {...BUTTON_ROLE} className="campaign-window tap" onClick={() => void navigate('/coins/history/')}>
          {T.historyLink}
        </Text>
      </View>
      {exchangeFirst ? exchange : null}
      <View className="campaign-section">
        <Text className="campaign-section-title">{T.tasksTitle}</Text>
        {tasks.map((t) => (
          <View key={t.id} className="campaign-record">
            <Text className="campaign-record-name">{`${t.name} +${t.coins}`}</Text>
            <Text {...BUTTON_ROLE}
              className={t.status === CoinTaskStatus.Collected ? 'campaign-record-status' : 'campaign-record-action tap'}
              onClick={() => {
                if (t.status === CoinTaskStatus.Collectable) void action.run(async () => `${COIN_TEXTS.memo.task(t.name)} ${(await coins.getTaskCoin({ params: { pk: String(t.id) } })).detail}`);
                else if (t.status === CoinTaskStatus.Todo && t.url) void navigate(t.url);
              }}
            >
              {t.status_display}
            </Text>
          </View>
        ))}
      </View>
      {exchangeFirst ? null : exchange}
    </View>
  );
}

export default largeTextPage(CoinsPage);
