import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { CALL_DEFAULTS, PAGE_SIZE } from '@fund/core/pager';
import { RESEARCH_LIST_TEXTS } from '@fund/core/research';
import { formatChineseUnits } from '@fund/core/money';
import { fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundRowItem } from '@/components/FundRowItem';
import { PagedListBody } from '@/components/PagedListBody';
import '../funds-companies/index.css';

const funds = fundsApi(apiClient);

/** A fund company: its size, and its funds (10 a page, every fund whether sold here or not). */
function CompanyDetailPage() {
  const id = Number(useRouterParams().id ?? '0');
  const company = useAsync(() => funds.company({ params: { id } }), [id]);
  const list = usePagedList<Wire.FundRow>(
    (page, page_size) => funds.list({ query: { company_id: id, allow_trade: 0, type: CALL_DEFAULTS.fundList.type, sort: CALL_DEFAULTS.fundList.sort, page, page_size } }),
    [id],
    { pageSize: PAGE_SIZE.companyFundsAndManagers },
  );
  const c = company.data;

  const title = c?.name;
  useEffect(() => {
    if (title !== undefined) setNavigationTitle(title);
  }, [title]);

  return (
    <View className="company-detail-page">
      {c ? (
        <View className="company-row">
          <Text className="company-name">{c.name}</Text>
          <View className="company-figures">
            <Text className="company-figure">{`${RESEARCH_LIST_TEXTS.assetsTotal} ${formatChineseUnits(c.assets_total)}`}</Text>
            <Text className="company-figure">{`${RESEARCH_LIST_TEXTS.fundsCount} ${c.funds_count}`}</Text>
          </View>
        </View>
      ) : company.status === 'error' ? (
        <ErrorView text={company.error} onRetry={() => void company.reload()} retryable={company.retryable} />
      ) : (
        <LoadingView />
      )}
      <Text className="company-title">{RESEARCH_LIST_TEXTS.companyFunds}</Text>
      <PagedListBody list={list}>
        {list.items.map((fund) => (
          <FundRowItem key={fund.symbol} fund={fund} field="percent_year" onOpen={(f) => void navigate(`/s/${f.symbol}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(CompanyDetailPage);
