import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, marketApi } from '@fund/core/market';
import { SECTOR_LIST_SORTS, sectorSortOf } from '@fund/core/research';
import { navigate, setNavigationTitle } from '@/platform';
import { apiClient } from '@/services/api-client';
import { FundRowItem } from '@/components/FundRowItem';
import { EmptyView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../AsyncBody';
import { BUTTON_ROLE } from '@/components/tap-label';

const market = marketApi(apiClient);

/** A sector: its moves and its funds by the chosen sort (?sort=). */
export function SectorFunds({ id, initialSort }: { id: string; initialSort?: string }) {
  const [sort, setSort] = useState<string>(sectorSortOf(initialSort).value);
  const state = useScreenData(async () => market.sector({ params: { id }, query: { sort } }), [id, sort]);
  const name = state.data?.name;
  useEffect(() => {
    if (name) setNavigationTitle(name);
  }, [name]);
  const chosen = sectorSortOf(sort);
  return (
    <AsyncBody state={state}>
      {(sector) => {
        const { funds } = sector;
        return (
          <>
            <View className="card mk-figures">
              <View className="mk-figure">
                <Text className="mk-figure-label">{MARKET_TEXTS.dayPercent}</Text>
                <PercentText value={sector.percent_day} />
              </View>
              <View className="mk-figure">
                <Text className="mk-figure-label">{MARKET_TEXTS.yearPercent}</Text>
                <PercentText value={sector.percent_year} />
              </View>
            </View>
            <View className="card">
              <Text className="mk-title">{MARKET_TEXTS.sectorFunds}</Text>
              <View className="mk-tabs">
                {SECTOR_LIST_SORTS.map((s) => (
                  <Text {...BUTTON_ROLE} key={s.value} className={`mk-tab tap${s.value === sort ? ' mk-tab-active' : ''}`} onClick={() => setSort(s.value)}>
                    {s.label}
                  </Text>
                ))}
              </View>
              {funds.length === 0 ? <EmptyView /> : null}
              {funds.map((f) => (
                <FundRowItem key={f.symbol} fund={f} field={chosen.field} onOpen={(row) => void navigate(`/s/${row.symbol}/`)} />
              ))}
            </View>
          </>
        );
      }}
    </AsyncBody>
  );
}
