import { View } from '@tarojs/components';
import { HELD_PORTFOLIO_TEXTS as T, readId } from '@fund/core/portfolio';
import { PAGE_SIZE } from '@fund/core/pager';
import { useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { IncomeDayRow } from '@/components/trade/IncomeDayRow';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { holdings } from '../held-components/held-services';
import '../held-components/held-portfolio.css';

/** /accounts/funds/funds_portfolios/{id}/income_list/: one held portfolio's income by day, 45 a page. */
function HeldPortfolioIncomeListPage() {
  const id = readId(useRouterParams().id);
  const list = usePagedList(
    (page, page_size) => holdings.incomePortfolioFund({ query: { page, page_size, fund_portfolio_id: id ?? 0 } }),
    [id],
    { pageSize: PAGE_SIZE.fundPortfolioDetailIncome },
  );
  if (id === null) return <MissingIdView text={T.missingId} />;
  return (
    <View className="hp-page held-portfolio-income-list">
      <TradeListBody list={list} emptyText={T.emptyIncome}>
        {list.items.map((point) => (
          <IncomeDayRow key={point.date} point={point} />
        ))}
      </TradeListBody>
    </View>
  );
}

export default largeTextPage(HeldPortfolioIncomeListPage);
