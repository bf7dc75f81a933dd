import { useState } from 'react';
import { View, ScrollView, Text } from '@tarojs/components';
import { PAGE_SIZE } from '@fund/core/pager';
import { fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { navigate, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { PagedListBody } from '@/components/PagedListBody';
import { FundRowItem } from '@/components/FundRowItem';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const funds = fundsApi(apiClient);
const ALL_FUNDS = 0;
const empty = { current_page: 1, total_page: 1, total_count: 0, results: [] as Wire.FundRow[] };

/** Pick a fund company (largest first), then one of its funds to diagnose. */
function DiagnosisCompanyPage() {
  const companies = useAsync(() => funds.companies({ query: { sort: '-assets_total', page: 1, page_size: PAGE_SIZE.fundCompanies } }), []);
  const [picked, setPicked] = useState<number | null>(null);
  const companyId = picked ?? companies.data?.results[0]?.id ?? null;
  const list = usePagedList<Wire.FundRow>(
    async (page, page_size) => (companyId === null ? empty : funds.list({ query: { company_id: companyId, allow_trade: ALL_FUNDS, page, page_size } })),
    [companyId],
  );

  if (!companies.data) {
    return (
      <View className="diagnosis-company-page">
        {companies.status === 'error' ? <ErrorView text={companies.error} onRetry={() => void companies.reload()} retryable={companies.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="diagnosis-company-page">
      <ScrollView className="dc-companies" scrollX>
        {companies.data.results.map((c) => (
          <Text {...BUTTON_ROLE} key={c.id} className={`dc-company tap ${c.id === companyId ? 'dc-company-on' : ''}`} onClick={() => setPicked(c.id)}>
            {c.name}
          </Text>
        ))}
      </ScrollView>
      <PagedListBody list={list}>
        {list.items.map((f) => (
          <FundRowItem key={f.symbol} fund={f} field="percent_year" onOpen={(x) => void navigate(`/symbols/funds/diagnosis/detail/${x.symbol}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(DiagnosisCompanyPage);
