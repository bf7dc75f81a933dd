import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { failureText, isLoggedIn } from '@fund/core/api';
import { loginUrl } from '@fund/core/navigation';
import { FUTURES_ANSWER_TEXTS, FUTURES_TEXTS, defaultFuturesAccount, futuresApi } from '@fund/core/market';
import type { FuturesAccount } from '@fund/core/market';
import { formatAmount } from '@fund/core/money';
import { navigate, storage, toast, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { ProfitText } from '../components/ProfitText';
import { Figure } from '../components/Figure';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/futures.css';

const futures = futuresApi(apiClient);
const HERE = '/futures/home/';
const T = FUTURES_TEXTS;

/** The default account's income now, with a way to the analysis. */
function IncomeCard({ account }: { account: FuturesAccount }) {
  const income = useAsync(() => futures.incomeAnalyseRealtime({ query: { account_id: account.id } }), [account.id]);
  return (
    <View className="card fu-income">
      <View className="fu-section-title">
        <Text>{`${T.income} · ${account.broker_name}`}</Text>
        <Text {...BUTTON_ROLE} className="fu-link tap" onClick={() => void navigate(`/futures/income/?account_id=${account.id}`)}>
          {T.incomeMore}
        </Text>
      </View>
      {income.status === 'error' ? <ErrorView text={income.error} onRetry={() => void income.reload()} retryable={income.retryable} /> : null}
      {income.status === 'loading' && !income.data ? <LoadingView /> : null}
      {income.data ? (
        <View className="fu-figures">
          <Figure label={T.equity}>
            <Text>{formatAmount(income.data.balance)}</Text>
          </Figure>
          <Figure label={T.profitToday}>
            <ProfitText value={income.data.profit_today} />
          </Figure>
          <Figure label={T.profitTotal}>
            <ProfitText value={income.data.profit_total} />
          </Figure>
        </View>
      ) : null}
    </View>
  );
}

/** The user's linked accounts, the default marked, the others one tap from becoming it. */
function AccountsCard() {
  const accounts = useAsync(() => futures.accountsMine(), []);
  const [switching, setSwitching] = useState<number | null>(null);

  const makeDefault = async (id: number) => {
    setSwitching(id);
    try {
      const answer = await futures.setDefaultAccount({ params: { id } });
      toast(answer.detail ?? FUTURES_ANSWER_TEXTS.defaultSet);
      await accounts.reload();
    } catch (err) {
      toast(failureText(err));
    } finally {
      setSwitching(null);
    }
  };

  if (accounts.status === 'error') return <ErrorView text={accounts.error} onRetry={() => void accounts.reload()} retryable={accounts.retryable} />;
  if (!accounts.data) return <LoadingView />;
  const list = accounts.data;
  const chosen = defaultFuturesAccount(list);
  return (
    <>
      <View className="card fu-accounts">
        <View className="fu-section-title">
          <Text>{T.accounts}</Text>
        </View>
        {list.length === 0 ? <EmptyView text={T.noAccounts} /> : null}
        {list.map((a) => (
          <View className="fu-row" key={a.id}>
            <View className="fu-main">
              <Text className="fu-name">{a.broker_name}</Text>
              <Text className="fu-meta">{`${a.account_no} · ${a.status_display}`}</Text>
            </View>
            {a.is_default ? (
              <Text className="fu-badge">{T.defaultBadge}</Text>
            ) : (
              <Text {...BUTTON_ROLE} className="fu-action tap" onClick={() => switching === null && void makeDefault(a.id)}>
                {switching === a.id ? T.settingDefault : T.setDefault}
              </Text>
            )}
          </View>
        ))}
      </View>
      {chosen ? <IncomeCard key={chosen.id} account={chosen} /> : null}
    </>
  );
}

function ProductsCard() {
  const products = useAsync(() => futures.products({ query: {} }), []);
  return (
    <View className="card fu-products">
      <View className="fu-section-title">
        <Text>{T.products}</Text>
      </View>
      {products.status === 'error' ? <ErrorView text={products.error} onRetry={() => void products.reload()} retryable={products.retryable} /> : null}
      {products.status === 'loading' && !products.data ? <LoadingView /> : null}
      {products.data?.length === 0 ? <EmptyView text={T.noProducts} /> : null}
      {products.data?.map((p) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(p.name))} className="fu-row tap" key={p.id} onClick={() => void navigate(`/futures/products/${p.id}/?product_type=${p.product_type}`)}>
          <View className="fu-main">
            <Text className="fu-name">{p.name}</Text>
            <Text className="fu-meta">{`${p.product_type_display} · ${T.minAmount} ${formatAmount(p.min_amount)}元`}</Text>
          </View>
          <View className="fu-main" style={{ alignItems: 'flex-end', flex: 'none' }}>
            <PercentText value={p.annual_return} />
            <Text className="fu-meta">{T.annualReturn}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}

/** Futures home: linked accounts and the default, the default account's income, asset-management products. Read only. */
function FuturesHomePage() {
  const loggedIn = isLoggedIn(storage);
  return (
    <View className="futures-page futures-home-page">
      {loggedIn ? (
        <AccountsCard />
      ) : (
        <View className="card fu-guest">
          <Text className="fu-hint">{T.loginForAccounts}</Text>
          <Text {...BUTTON_ROLE} className="fu-login tap" onClick={() => void navigate(loginUrl(HERE))}>
            {T.login}
          </Text>
        </View>
      )}
      <ProductsCard />
      <Text className="fu-note">{T.readOnlyNote}</Text>
    </View>
  );
}

export default largeTextPage(FuturesHomePage);
