import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { incomeBars, MY_ASSETS_TEXTS as T } from '@fund/core/assets';
import { PAGE_SIZE } from '@fund/core/pager';
import { navigate } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { IncomeBarsChart } from '../components/IncomeBarsChart';
import { assetsHoldings } from './my-assets-services';
import { BUTTON_ROLE } from '@/components/tap-label';

/** Income by day, 42 days a page: page 1 is the newest; 更早 and 较近 move between pages. */
export function IncomeBarsCard({ refreshKey }: { refreshKey: number }) {
  const [page, setPage] = useState(1);
  const income = useAsync(() => assetsHoldings.incomeMine({ query: { page, page_size: PAGE_SIZE.incomeChart } }), [page, refreshKey]);
  const bars = useMemo(() => incomeBars(income.data?.results ?? []), [income.data]);
  const totalPage = income.data?.total_page ?? 1;
  let body;
  if (income.status === 'error') body = <ErrorView text={income.error} onRetry={() => void income.reload()} retryable={income.retryable} />;
  else if (income.data === null) body = <LoadingView />;
  else if (bars.length === 0) body = <Text className="muted my-assets-income-empty">{T.incomeEmpty}</Text>;
  else body = <IncomeBarsChart id="my-assets-income-bars" bars={bars} />;
  return (
    <View className="card my-assets-income-card">
      <View className="my-assets-card-head">
        <Text className="my-assets-card-title">{T.incomeChart}</Text>
        <Text {...BUTTON_ROLE} className="my-assets-income-detail tap" onClick={() => void navigate('/accounts/income/')}>
          {`${T.incomeDetail} ›`}
        </Text>
      </View>
      {body}
      {totalPage > 1 ? (
        <View className="my-assets-pager">
          <Text {...BUTTON_ROLE} className={`my-assets-earlier tap${page < totalPage ? '' : ' muted'}`} onClick={() => page < totalPage && setPage(page + 1)}>
            {`‹ ${T.earlier}`}
          </Text>
          <Text {...BUTTON_ROLE} className={`my-assets-later tap${page > 1 ? '' : ' muted'}`} onClick={() => page > 1 && setPage(page - 1)}>
            {`${T.later} ›`}
          </Text>
        </View>
      ) : null}
    </View>
  );
}
