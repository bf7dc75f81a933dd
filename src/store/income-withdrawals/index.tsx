// The owner's store-income withdrawals into the wallet, newest first.
import { View, Text } from '@tarojs/components';
import { publishTimeText } from '@fund/core/research';
import { WALLET_SCREEN_TEXTS as T, type StoreIncomeWithdrawalRow } from '@fund/core/wallet';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { EmptyView } from '@/components/StatusViews';
import { incomeApi } from '../income-shared/income-services';
import { largeTextPage } from '@/platform';
import '../income-shared/income.css';

function IncomeWithdrawalsPage() {
  const list = usePagedList<StoreIncomeWithdrawalRow>((page, page_size) => incomeApi.incomeWithdrawals({ query: { page, page_size } }), []);
  return (
    <View className="income-page">
      {list.empty ? (
        <EmptyView text={T.incomeWithdrawalsEmpty} />
      ) : (
        <PagedListBody list={list}>
          {list.items.map((w) => (
            <View key={w.id} className="income-row">
              <View className="income-row-main">
                <Text>{w.status_display}</Text>
                <Text className="income-muted">{publishTimeText(w.created_at)}</Text>
              </View>
              <Text className="income-value">{w.amount}</Text>
            </View>
          ))}
        </PagedListBody>
      )}
    </View>
  );
}

export default largeTextPage(IncomeWithdrawalsPage);
