import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, jsonDecimal, jsonInt, jsonRows, jsonText, marketApi } from '@fund/core/market';
import { navigate, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /symbols/shareholders/champions/: the champion shareholders in rank order with their year's yield. */
function ShareholderChampionsPage() {
  const state = useScreenData(
    async () =>
      jsonRows(await market.shareholdersChampions({})).map((r) => ({
        id: jsonInt(r, 'id'),
        rank: jsonInt(r, 'champion_rank'),
        name: jsonText(r, 'name') ?? '',
        kind: jsonText(r, 'kind') ?? '',
        stocks: jsonInt(r, 'stocks_count'),
        yieldYear: jsonDecimal(r, 'yield_year'),
      })),
    [],
  );
  return (
    <View className="mk-page">
      <AsyncBody state={state} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <View className="card">
            <View className="mk-head">
              <Text className="mk-main">{MARKET_TEXTS.champions}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.stocksCount}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.yieldYear}</Text>
            </View>
            {rows.map((r) => (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.open(r.name))} key={r.id ?? r.name} className="mk-row champion-row tap" onClick={() => (r.id === null ? undefined : void navigate(`/symbols/shareholders/${r.id}/`))}>
                <View className="mk-main">
                  <Text className="mk-name">{`${r.rank ?? ''}. ${r.name}`}</Text>
                  <Text className="mk-sub">{r.kind}</Text>
                </View>
                <Text className="mk-cell">{r.stocks ?? '--'}</Text>
                <View className="mk-cell">
                  <PercentText value={r.yieldYear} />
                </View>
              </View>
            ))}
          </View>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(ShareholderChampionsPage);
