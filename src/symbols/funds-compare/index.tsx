import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { FUND_COMPARE_TEXTS } from '@fund/core/research';
import {
  comparisonDetailUrl,
  createFundCompareList,
  initialComparePicks,
  toggleComparePick,
  type FundCompareEntry,
} from '@fund/core/storage';
import { navigate, storage, toast, useRouterParams, largeTextPage } from '@/platform';
import { EmptyView } from '@/components/StatusViews';
import { FundSearchBox } from '../components/FundSearchBox';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const compareList = createFundCompareList(storage);

/** Route values arrive still percent-encoded on H5 and in mini programs; a malformed escape is kept as written. */
function decodeParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** /symbols/funds/compare/?symbol=&abbr_name=: the funds kept for comparing; two ticked open the NAV comparison. */
function FundComparePage() {
  const params = useRouterParams();
  const symbol = decodeParam(params.symbol);
  const abbrName = decodeParam(params.abbr_name);
  const [entries, setEntries] = useState<FundCompareEntry[]>([]);
  const [picked, setPicked] = useState<string[]>([]);

  const add = (entry: FundCompareEntry) => {
    const next = compareList.add(entry);
    setEntries(next);
    setPicked(initialComparePicks(next));
  };

  useEffect(() => {
    if (symbol) add({ symbol, abbr_name: abbrName ?? symbol });
    else {
      const stored = compareList.list();
      setEntries(stored);
      setPicked(initialComparePicks(stored));
    }
  }, [symbol, abbrName]);

  const remove = (entry: FundCompareEntry) => {
    setEntries(compareList.remove(entry.symbol));
    setPicked((p) => p.filter((s) => s !== entry.symbol));
  };

  const start = () => {
    const url = comparisonDetailUrl(picked);
    if (url === null) toast(FUND_COMPARE_TEXTS.chooseTwo);
    else void navigate(url);
  };

  return (
    <View className="compare-page">
      <FundSearchBox placeholder={FUND_COMPARE_TEXTS.searchPlaceholder} onPick={(fund) => add({ symbol: fund.symbol, abbr_name: fund.abbr_name })} />
      <Text className="compare-hint">{FUND_COMPARE_TEXTS.hint}</Text>
      {entries.length === 0 ? (
        <EmptyView text={FUND_COMPARE_TEXTS.empty} />
      ) : (
        <View className="compare-list">
          {entries.map((entry) => {
            const on = picked.includes(entry.symbol);
            return (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(entry.abbr_name))} key={entry.symbol} className="compare-row tap" onClick={() => setPicked((p) => toggleComparePick(p, entry.symbol))}>
                <View className={`compare-tick${on ? ' compare-tick-on' : ''}`} />
                <View className="compare-name">
                  <Text>{entry.abbr_name}</Text>
                  <Text className="compare-code">{entry.symbol}</Text>
                </View>
                <Text {...BUTTON_ROLE}
                  className="compare-remove tap"
                  onClick={(e) => {
                    e.stopPropagation();
                    remove(entry);
                  }}
                >
                  {FUND_COMPARE_TEXTS.remove}
                </Text>
              </View>
            );
          })}
        </View>
      )}
      <View className="compare-bar">
        <View {...tapLabel(FUND_COMPARE_TEXTS.start)} className={`compare-start tap${comparisonDetailUrl(picked) === null ? ' compare-start-disabled' : ''}`} onClick={start}>
          <Text>{FUND_COMPARE_TEXTS.start}</Text>
        </View>
      </View>
    </View>
  );
}

export default largeTextPage(FundComparePage);
