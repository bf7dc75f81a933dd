import { View, Text } from '@tarojs/components';
import { readAccountChange, type AccountChangeRow } from '@fund/core/assets';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { walletApi } from '../services/plan-services';
import { largeTextPage } from '@/platform';
import '../components/plan-ui.css';

function AccountChangesPage() {
  const list = usePagedList<AccountChangeRow>(async (page, page_size) => {
    const answer = await walletApi.walletChanges({ query: { page, page_size } });
    return { ...answer, results: answer.results.flatMap((row) => readAccountChange(row) ?? []) };
  }, []);
  return (
    <View className="account-changes-page">
      <PagedListBody list={list}>
        {list.items.map((row) => (
          <View key={row.id} className="change-row">
            <View className="change-main">
              <Text className="change-title">{row.title}</Text>
              <Text className="change-time">{row.kindText ? `${row.timeText} · ${row.kindText}` : row.timeText}</Text>
            </View>
            <Text className={`change-amount ${row.tone}`}>{row.amountText}</Text>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(AccountChangesPage);
