import { useRef, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { formatAmount, formatSignedAmount } from '@fund/core/money';
import { isLoggedIn } from '@fund/core/api';
import { WALLET_SCREEN_TEXTS, WALLET_URL, type WalletAnswer } from '@fund/core/wallet';
import { loginUrl } from '@fund/core/navigation';
import { MINE_ENTRIES, MINE_TEXTS, otherApi } from '@fund/core/account';
import { mineRiskText } from '@fund/core/risk';
import { confirm, navigate, storage, useDidShow, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { accounts, risk } from '@/services/account-services';
import { useResourceData } from '@/stores/useResource';
import { userStore } from '@/stores/user-store';
import { assetsStore } from '@/stores/assets-store';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const wallets = otherApi(apiClient);
const MINE_URL = '/accounts/mine/';

interface MineData {
  riskText: string | null;
  wallet: WalletAnswer | null;
}

const NOBODY: MineData = { riskText: null, wallet: null };

function MinePage() {
  const [data, setData] = useState<MineData>(NOBODY);
  // The account and the assets summary are the shared stores' copies: loaded on the first show and again
  // only when a change made them stale (a trade, a new nickname); a logout empties them.
  const settings = useResourceData(userStore, (user) => user);
  const assets = useResourceData(assetsStore, (summary) => summary);

  // A guest is sent to login once, on the first show; one who backs out of login stays here on the guest
  // state with a login button instead of being pushed to login again. The risk result and wallet are read fresh on every show.
  const sentToLogin = useRef(false);
  useDidShow(() => {
    if (!isLoggedIn(storage)) {
      setData(NOBODY);
      if (!sentToLogin.current) {
        sentToLogin.current = true;
        void navigate(loginUrl(MINE_URL));
      }
      return;
    }
    // The assets block appears only where the server offers it.
    void userStore.ensure();
    void assetsStore.ensure();
    void Promise.allSettled([risk.mine(), wallets.wallet()]).then(([riskProfile, wallet]) =>
      setData({
        riskText: riskProfile.status === 'fulfilled' ? mineRiskText(riskProfile.value) : null,
        wallet: wallet.status === 'fulfilled' ? wallet.value : null,
      }),
    );
  });

  const logout = async () => {
    if (!(await confirm(MINE_TEXTS.logoutConfirm))) return;
    await accounts.logout();
    setData(NOBODY);
    void navigate(loginUrl(MINE_URL));
  };

  const { riskText, wallet } = data;
  return (
    <View className="screen mine-page">
      <View {...tapLabel(settings?.username ?? MINE_TEXTS.guest)} className="card mine-account tap" onClick={() => void navigate(settings ? '/accounts/profile/' : loginUrl(MINE_URL))}>
        <Text className="mine-name">{settings?.username ?? MINE_TEXTS.guest}</Text>
        {settings ? <Text className="muted mine-mobile">{settings.mobile}</Text> : null}
      </View>
      {assets ? (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(MINE_TEXTS.totalAssets))} className="card mine-assets tap" onClick={() => void navigate('/accounts/my_assets/')}>
          <Text className="muted">{MINE_TEXTS.totalAssets}</Text>
          <Text className="mine-total">{formatAmount(assets.assets_total)}</Text>
          <View className="mine-incomes">
            <Text className="muted">{`${MINE_TEXTS.latestIncome} ${formatSignedAmount(assets.income_latest)}`}</Text>
            <Text className="muted">{`${MINE_TEXTS.totalIncome} ${formatSignedAmount(assets.income_total)}`}</Text>
          </View>
        </View>
      ) : null}
      {settings && wallet ? (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(WALLET_SCREEN_TEXTS.walletTitle))} className="card mine-wallet tap" onClick={() => void navigate(WALLET_URL)}>
          <Text>{WALLET_SCREEN_TEXTS.walletTitle}</Text>
          <Text className="muted mine-wallet-balance">{`${WALLET_SCREEN_TEXTS.available} ${formatAmount(wallet.available)} ›`}</Text>
        </View>
      ) : null}
      <View className="card mine-entries">
        {MINE_ENTRIES.map((entry) => (
          <View {...tapLabel(entry.label)} key={entry.key} className={`mine-entry tap mine-entry-${entry.key}`} onClick={() => void navigate(entry.url)}>
            <Text>{entry.label}</Text>
            <Text className="muted">{entry.key === 'risk' && riskText ? riskText : '›'}</Text>
          </View>
        ))}
      </View>
      {settings ? (
        <Button className="mine-logout" onClick={() => void logout()}>
          {MINE_TEXTS.logout}
        </Button>
      ) : (
        <Button className="mine-login" onClick={() => void navigate(loginUrl(MINE_URL))}>
          {MINE_TEXTS.login}
        </Button>
      )}
    </View>
  );
}

export default largeTextPage(MinePage);
