import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, jsonRows, marketApi, readSectorRow } from '@fund/core/market';
import { SECTOR_LIST_SORTS } from '@fund/core/research';
import { navigate, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /symbols/sectors/: the sectors by the day's or the year's move, each with its fund count. */
function SectorsPage() {
  const [sort, setSort] = useState<string>(SECTOR_LIST_SORTS[0].value);
  const state = useScreenData(async () => jsonRows(await market.sectors({ query: { sort } })).map(readSectorRow), [sort]);
  return (
    <View className="mk-page">
      <View className="mk-tabs">
        {SECTOR_LIST_SORTS.map((s) => (
          <Text {...BUTTON_ROLE} key={s.value} className={`mk-tab tap${s.value === sort ? ' mk-tab-active' : ''}`} onClick={() => setSort(s.value)}>
            {s.label}
          </Text>
        ))}
      </View>
      <AsyncBody state={state} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <View className="card">
            <View className="mk-head">
              <Text className="mk-main" />
              <Text className="mk-cell">{MARKET_TEXTS.dayPercent}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.yearPercent}</Text>
            </View>
            {rows.map((s) => (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.open(s.name))} key={s.id ?? s.name} className="mk-row sector-row tap" onClick={() => (s.id === null ? undefined : void navigate(`/symbols/sectors/${s.id}/`))}>
                <View className="mk-main">
                  <Text className="mk-name">{s.name}</Text>
                  <Text className="mk-sub">{`${MARKET_TEXTS.fundsCountShort} ${s.fundsCount ?? 0}`}</Text>
                </View>
                <View className="mk-cell">
                  <PercentText value={s.percentDay} />
                </View>
                <View className="mk-cell">
                  <PercentText value={s.percentYear} />
                </View>
              </View>
            ))}
          </View>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(SectorsPage);
