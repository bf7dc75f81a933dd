// One portfolio's store income: its total and fee rate, then its days (the holders' fees and the owner's
// income of each day), newest first, a page at a time.
import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { WALLET_SCREEN_TEXTS as T, type StoreIncomeDay, type StoreIncomePortfolio } from '@fund/core/wallet';
import { useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { EmptyView } from '@/components/StatusViews';
import { incomeApi } from '../income-shared/income-services';
import '../income-shared/income.css';

function IncomePortfolioPage() {
  const raw = useRouterParams().store_portfolio_id;
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  const [portfolio, setPortfolio] = useState<StoreIncomePortfolio | null>(null);
  const list = usePagedList<StoreIncomeDay>(async (page, page_size) => {
    if (id === null) return { current_page: 1, total_count: 0, total_page: 1, results: [] };
    const answer = await incomeApi.incomePortfolio({ query: { store_portfolio_id: id, page, page_size } });
    setPortfolio(answer.portfolio);
    return answer.days;
  }, [id]);
  return (
    <View className="income-page">
      {portfolio ? (
        <View className="card income-totals">
          <Text>{portfolio.name}</Text>
          <Text className="income-label">{T.incomeTotal}</Text>
          <Text className="income-total">{portfolio.income_total}</Text>
        </View>
      ) : null}
      {list.empty ? (
        <EmptyView text={T.incomeDetailEmpty} />
      ) : (
        <PagedListBody list={list}>
          {list.items.map((d) => (
            <View key={d.date} className="income-row">
              <View className="income-row-main">
                <Text>{d.date}</Text>
                <Text className="income-muted">{`${T.fee} ${d.fee}`}</Text>
              </View>
              <Text className="income-value">{`+${d.income}`}</Text>
            </View>
          ))}
        </PagedListBody>
      )}
    </View>
  );
}

export default largeTextPage(IncomePortfolioPage);
