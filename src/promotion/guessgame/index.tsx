import { useState } from 'react';
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

/** The guess game: pick an option, bet coins while bets are open, see the result and receive the prize. */
function GuessGamePage() {
  const data = useAsync(async () => {
    const [game, bets, awards] = await Promise.all([campaigns.double11Guessgame(), campaigns.double11GuessgameMine(), campaigns.double11GuessgameAward()]);
    return { game, bets, awards };
  }, []);
  const action = useCampaignAction(data.reload);
  const [option, setOption] = useState<string | null>(null);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { game, bets, awards } = data.data;
  const open = game.campaign.phase === 'open';
  const stake = game.campaign.entry_coins;
  return (
    <CampaignFrame info={game.campaign} records={awards} onReceive={() => void action.run(async () => (await campaigns.double11GuessgameClaimAward()).detail)}>
      <View className="campaign-options">
        {game.bet_options.map((o) => (
          <Text {...BUTTON_ROLE} key={o.code} className={`campaign-option tap${option === o.code || o.status === 1 ? ' campaign-option-on' : ''}`} onClick={() => open && setOption(o.code)}>
            {o.name}
          </Text>
        ))}
      </View>
      <Text className="campaign-line">{`${game.participants_total}人参与`}</Text>
      <Text {...BUTTON_ROLE}
        className={`campaign-button tap${open && option ? '' : ' campaign-button-off'}`}
        onClick={() => {
          if (!open || !option || action.busy) return;
          void action.run(async () => {
            await campaigns.double11GuessgameBet({ body: { option, coins: stake } });
            return CAMPAIGN_TEXTS.betPlaced;
          });
        }}
      >
        {open ? T.bet(stake) : game.campaign.phase_display}
      </Text>
      <Text className="campaign-section-title">{T.myBets}</Text>
      {bets.map((b) => (
        <View key={b.id} className="campaign-record">
          <Text className="campaign-record-name">{b.option_name}</Text>
          <Text className="campaign-record-prize">{`${b.coins}${T.coinsUnit}`}</Text>
          <Text className="campaign-record-status">{b.result_display}</Text>
        </View>
      ))}
    </CampaignFrame>
  );
}

export default largeTextPage(GuessGamePage);
