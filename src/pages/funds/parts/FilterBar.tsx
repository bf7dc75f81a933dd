import { useState } from 'react';
import { View, Text, ScrollView } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import {
  FUND_FILTER_TEXTS,
  companyFilterLabel,
  fundsApi,
  type CompanyChoice,
  type FundTabFilters,
} from '@fund/core/fund';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { BUTTON_ROLE } from '@/components/tap-label';

const funds = fundsApi(apiClient);

export interface FilterBarProps {
  filters: FundTabFilters;
  onChange: (filters: FundTabFilters) => void;
}

function CompanyPanel({ onPick }: { onPick: (company: CompanyChoice | null) => void }) {
  const companies = useAsync(async () => (await funds.companies({ query: { ...CALL_DEFAULTS.fundCompanies } })).results, []);
  return (
    <ScrollView className="funds-company-panel" scrollY>
      <Text {...BUTTON_ROLE} className="funds-company-option tap" onClick={() => onPick(null)}>
        {FUND_FILTER_TEXTS.allCompanies}
      </Text>
      {companies.status === 'loading' && !companies.data ? <LoadingView /> : null}
      {companies.status === 'error' ? <ErrorView text={companies.error} onRetry={() => void companies.reload()} retryable={companies.retryable} /> : null}
      {(companies.data ?? []).map((c) => (
        <Text {...BUTTON_ROLE} key={c.id} className="funds-company-option tap" onClick={() => onPick({ id: c.id, name: c.name })}>
          {c.name}
        </Text>
      ))}
    </ScrollView>
  );
}

/** The tab's filters under the type tabs: tradable funds only, and one fund company. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <View className="funds-filter-bar">
      <View className="funds-filter-row">
        <Text {...BUTTON_ROLE}
          className={`funds-filter-chip tap${filters.onlyTradable ? ' funds-filter-on' : ''}`}
          onClick={() => onChange({ ...filters, onlyTradable: !filters.onlyTradable })}
        >
          {FUND_FILTER_TEXTS.onlyTradable}
        </Text>
        <Text {...BUTTON_ROLE} className={`funds-filter-chip tap${filters.company ? ' funds-filter-on' : ''}`} onClick={() => setOpen(!open)}>
          {`${companyFilterLabel(filters)} ▾`}
        </Text>
      </View>
      {open ? (
        <CompanyPanel
          onPick={(company) => {
            setOpen(false);
            onChange({ ...filters, company });
          }}
        />
      ) : null}
    </View>
  );
}
