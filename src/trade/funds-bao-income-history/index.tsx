import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { BAO_INCOME_TABS, BAO_SCREEN_TEXTS as T, baoIncomeTab, baoIncomeValueText } from '@fund/core/cash-treasure';
import { PAGE_SIZE } from '@fund/core/pager';
import { formatSignedAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { baoApi } from '../services/plan-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../components/plan-ui.css';

function BaoIncomeHistoryPage() {
  const params = useRouterParams();
  const [tab, setTab] = useState(() => baoIncomeTab(params.type));
  const list = usePagedList<Wire.BaoIncomePoint>((page, page_size) => baoApi.income({ query: { type: tab.type, page, page_size } }), [tab.type], {
    pageSize: PAGE_SIZE.baoIncomeRows,
  });
  return (
    <View className="bao-income-page">
      <View className="plan-tabs">
        {BAO_INCOME_TABS.map((t) => (
          <Text {...BUTTON_ROLE} key={t.type} className={`plan-tab tap${t.type === tab.type ? ' plan-tab-on' : ''}`} onClick={() => setTab(t)}>
            {t.label}
          </Text>
        ))}
      </View>
      <View className="income-row income-head">
        <Text className="muted">{T.dateColumn}</Text>
        <Text className="muted">{tab.label}</Text>
        <Text className="muted">{T.myIncomeColumn}</Text>
      </View>
      <PagedListBody list={list}>
        {list.items.map((point) => (
          <View key={point.date} className="income-row">
            <Text>{point.date}</Text>
            <Text className="income-value">{baoIncomeValueText(tab.type, point)}</Text>
            <Text>{formatSignedAmount(point.income)}</Text>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(BaoIncomeHistoryPage);
