import { useEffect, useState } from 'react';
import { View, Text, ScrollView } from '@tarojs/components';
import {
  DEFAULT_FUND_TAB_FILTERS,
  FUND_LIST_TABS,
  DEFAULT_FUND_TAB,
  FUND_LIST_TEXTS,
  defaultSortFor,
  fundTabQuery,
  fundsApi,
  sortOptionsFor,
  type FundSortOption,
} from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { actionSheet, navigate, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { useProgressiveList } from '@/hooks/useProgressiveList';
import { FundRowItem } from '@/components/FundRowItem';
import { EmptyView, ErrorView, ListFooter, LoadingView } from '@/components/StatusViews';
import { FilterBar } from './parts/FilterBar';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const funds = fundsApi(apiClient);
const UPDATE_NOTICE_MS = 3000;
// A phone screen of rows under the tabs and filters (it shows about 9); the rest of a page follows, 5 at a time.
const FIRST_ROWS = 10;
const LATER_ROWS = 5;

function FundsPage() {
  const [tabKey, setTabKey] = useState(DEFAULT_FUND_TAB);
  const [chosenSort, setChosenSort] = useState<FundSortOption | null>(null);
  const [filters, setFilters] = useState(DEFAULT_FUND_TAB_FILTERS);
  const sort = chosenSort ?? defaultSortFor(tabKey);
  const query = fundTabQuery(tabKey, sort, filters);

  const list = usePagedList<Wire.FundRow>(
    (page, page_size) => funds.list({ query: { ...query, page, page_size } }),
    [query.type, query.sort, query.allow_trade, query.company_id],
    { cachedFirstPage: (page_size) => funds.list.cached({ query: { ...query, page: 1, page_size } }) },
  );

  const rows = useProgressiveList(list.items, FIRST_ROWS, LATER_ROWS);
  const [notice, setNotice] = useState(false);
  useEffect(() => {
    if (!list.updated) return undefined;
    setNotice(true);
    const timer = setTimeout(() => setNotice(false), UPDATE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [list.updated]);

  const chooseSort = async () => {
    const options = sortOptionsFor(tabKey);
    const picked = await actionSheet(options.map((o) => o.label));
    if (picked !== null) setChosenSort(options[picked] ?? null);
  };

  const openFund = (fund: Wire.FundRow) => void navigate(`/s/${fund.symbol}/`);

  return (
    <View className="funds-page">
      <ScrollView className="funds-tabs" scrollX>
        {FUND_LIST_TABS.map((t) => (
          <Text {...BUTTON_ROLE}
            key={t.key}
            className={`funds-tab tap${t.key === tabKey ? ' funds-tab-active' : ''}`}
            onClick={() => {
              setTabKey(t.key);
              setChosenSort(null);
            }}
          >
            {t.label}
          </Text>
        ))}
      </ScrollView>
      <FilterBar filters={filters} onChange={setFilters} />
      <View className="funds-header">
        <Text className="funds-header-name">{FUND_LIST_TEXTS.nameColumn}</Text>
        <Text className="funds-header-nav">{FUND_LIST_TEXTS.navColumn}</Text>
        <Text {...BUTTON_ROLE} className="funds-header-sort tap" onClick={() => void chooseSort()}>
          {`${sort.label} ▾`}
        </Text>
      </View>
      {notice ? <Text className="funds-notice">{FUND_LIST_TEXTS.updated}</Text> : null}
      {list.loading && list.items.length === 0 ? <LoadingView /> : null}
      {list.error && list.items.length === 0 ? <ErrorView text={list.error} onRetry={() => void list.refresh()} /> : null}
      {list.empty ? <EmptyView /> : null}
      {rows.map((fund) => (
        <FundRowItem key={fund.symbol} fund={fund} field={sort.field} onOpen={openFund} />
      ))}
      {list.items.length > 0 ? (
        <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} error={list.error} onRetry={() => void list.next()} />
      ) : null}
    </View>
  );
}

export default largeTextPage(FundsPage);
