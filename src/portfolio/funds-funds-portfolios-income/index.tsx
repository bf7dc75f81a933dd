import { View } from '@tarojs/components';
import {
  HELD_PORTFOLIO_TEXTS as T,
  PORTFOLIO_TOPIC_TABS,
  heldPortfolioTotals,
  readPortfolioTopic,
} from '@fund/core/portfolio';
import { PAGE_SIZE } from '@fund/core/pager';
import { usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { IncomeDayRow } from '@/components/trade/IncomeDayRow';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { HeldTotalsHeader } from '../held-components/HeldTotalsHeader';
import { holdings } from '../held-components/held-services';
import '../held-components/held-portfolio.css';

/** /accounts/funds/funds_portfolios/income/?topic=: the income of a topic's held portfolios, by day, 42 a page. */
function HeldPortfoliosIncomePage() {
  const topic = readPortfolioTopic(useRouterParams().topic);
  const held = useAsync(() => holdings.portfolios({ query: { topic } }), [topic]);
  const list = usePagedList((page, page_size) => holdings.incomePortfolioFund({ query: { page, page_size, topic } }), [topic], { pageSize: PAGE_SIZE.incomeChart });
  // The list refreshes itself on pull-down; the header's totals come along.
  usePullDownRefresh(() => void held.reload());
  const label = PORTFOLIO_TOPIC_TABS.find((tab) => tab.code === topic)?.label ?? '';
  return (
    <View className="hp-page held-portfolios-income">
      <HeldTotalsHeader label={`${label} ${T.topicTotal}`} totals={held.data ? heldPortfolioTotals(held.data) : null} />
      <TradeListBody list={list} emptyText={T.emptyIncome}>
        {list.items.map((point) => (
          <IncomeDayRow key={point.date} point={point} />
        ))}
      </TradeListBody>
    </View>
  );
}

export default largeTextPage(HeldPortfoliosIncomePage);
