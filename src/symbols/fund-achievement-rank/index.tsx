import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS } from '@fund/core/market';
import { fundsApi } from '@fund/core/fund';
import { rankText } from '@fund/core/research';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import '../components/market.css';

const funds = fundsApi(apiClient);

/** /s/{symbol}/achievement_rank/: each period's return, the benchmark's, and the rank among same-type funds. */
function FundAchievementRankPage() {
  const symbol = useRouterParams().symbol ?? '';
  const state = useScreenData(() => funds.achievementRank({ params: { id: symbol } }), [symbol]);
  return (
    <View className="mk-page">
      <AsyncBody state={state} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <View className="card">
            <View className="mk-head">
              <Text className="mk-main">{MARKET_TEXTS.period}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.returnPercent}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.trackPercent}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.rank}</Text>
            </View>
            {rows.map((r) => (
              <View key={r.period} className="mk-row rank-row">
                <View className="mk-main">
                  <Text className="mk-name">{r.period}</Text>
                  <Text className="mk-sub">{r.track_name}</Text>
                </View>
                <View className="mk-cell">
                  <PercentText value={r.percent} />
                </View>
                <View className="mk-cell">
                  <PercentText value={r.track_percent} />
                </View>
                <Text className="mk-cell">{rankText(r.rank_index, r.rank_total)}</Text>
              </View>
            ))}
          </View>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(FundAchievementRankPage);
