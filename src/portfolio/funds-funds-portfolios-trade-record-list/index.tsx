import { View } from '@tarojs/components';
import { HELD_PORTFOLIO_TEXTS as T, PORTFOLIO_TRADE_URLS, readId } from '@fund/core/portfolio';
import { PAGE_SIZE } from '@fund/core/pager';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { TradeRecordRow } from '@/components/trade/TradeRecordRow';
import { trading } from '../held-components/held-services';
import '../held-components/held-portfolio.css';

/** /accounts/funds/funds_portfolios/{id}/trade_record_list/: one held portfolio's orders, 10 a page; each opens its detail. */
function HeldPortfolioTradeRecordListPage() {
  const id = readId(useRouterParams().id);
  const list = usePagedList(
    (page, page_size) => trading.portfolioTrades({ query: { page, page_size, fund_portfolio_id: id ?? 0 } }),
    [id],
    { pageSize: PAGE_SIZE.tradeRecords },
  );
  if (id === null) return <MissingIdView text={T.missingId} />;
  return (
    <View className="hp-page held-portfolio-records">
      <TradeListBody list={list} emptyText={T.emptyRecords}>
        {list.items.map((record) => (
          <TradeRecordRow key={record.id} record={record} onOpen={(recordId) => void navigate(PORTFOLIO_TRADE_URLS.tradeDetail(recordId))} />
        ))}
      </TradeListBody>
    </View>
  );
}

export default largeTextPage(HeldPortfolioTradeRecordListPage);
