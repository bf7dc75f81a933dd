import { View, Text } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { RESEARCH_LIST_TEXTS } from '@fund/core/research';
import { formatChineseUnits } from '@fund/core/money';
import { fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { navigate, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const funds = fundsApi(apiClient);

/** Fund companies by assets under management, 200 a page. */
function CompaniesPage() {
  const list = usePagedList<Wire.FundCompany>(
    (page, page_size) => funds.companies({ query: { sort: CALL_DEFAULTS.fundCompanies.sort, page, page_size } }),
    [],
    { pageSize: CALL_DEFAULTS.fundCompanies.page_size },
  );
  return (
    <View className="companies-page">
      <PagedListBody list={list}>
        {list.items.map((c) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(c.name))} key={c.id} className="company-row tap" onClick={() => void navigate(`/symbols/funds/companies/${c.id}/`)}>
            <Text className="company-name">{c.name}</Text>
            <View className="company-figures">
              <Text className="company-figure">{`${RESEARCH_LIST_TEXTS.assetsTotal} ${formatChineseUnits(c.assets_total)}`}</Text>
              <Text className="company-figure">{`${RESEARCH_LIST_TEXTS.fundsCount} ${c.funds_count}`}</Text>
            </View>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(CompaniesPage);
