// Withdrawing store income into the wallet with the trade password, refused above what can be withdrawn;
// the wallet then pays out to a card (its own page).
import { useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import { failureText, type Intent } from '@fund/core/api';
import { parseDecimal } from '@fund/core/money';
import { WALLET_SCREEN_TEXTS as T, WALLET_URL, storeIncomeWithdrawRefusal } from '@fund/core/wallet';
import { navigate, toast, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { incomeApi, newIncomeIntent } from '../income-shared/income-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../income-shared/income.css';

function IncomeWithdrawPage() {
  const income = useAsync(() => incomeApi.incomeMine(), []);
  const [amount, setAmount] = useState('');
  const [intent, setIntent] = useState<Intent | null>(null);
  if (income.data === null) {
    return income.status === 'error' ? <ErrorView text={income.error} retryable={income.retryable} onRetry={() => void income.reload()} /> : <LoadingView />;
  }
  const available = income.data.income_available;
  const value = parseDecimal(amount);
  const positive = value !== null && value.gt(0) && value.round(2).eq(value);
  const refusal = positive ? storeIncomeWithdrawRefusal(value, available) : null;

  const submit = async (password: string): Promise<string | null> => {
    if (intent === null || value === null) return null;
    try {
      await incomeApi.withdrawIncome({ body: { amount: value.toFixed(2), password }, intent });
      setIntent(null);
      setAmount('');
      toast(T.incomeWithdrawDone);
      void income.reload();
      return null;
    } catch (err) {
      return failureText(err);
    }
  };

  return (
    <View className="income-page">
      <View className="card income-totals">
        <Text className="income-label">{T.incomeAvailable}</Text>
        <Text className="income-total">{available}</Text>
      </View>
      <View className="card">
        <Text className="income-label">{T.withdrawAmount}</Text>
        <View className="income-figures">
          <Input className="income-input" type="digit" value={amount} placeholder={T.withdrawAmount} onInput={(e) => setAmount(e.detail.value)} />
          <Text {...BUTTON_ROLE} className="income-action tap" onClick={() => setAmount(available)}>{T.withdrawAll}</Text>
        </View>
        {refusal ? <Text className="income-error">{refusal}</Text> : null}
        <Button className="trade-action primary income-submit" disabled={!positive || refusal !== null} onClick={() => setIntent(newIncomeIntent())}>
          {T.incomeWithdraw}
        </Button>
        <View className="income-actions">
          <Text {...BUTTON_ROLE} className="income-action tap" onClick={() => void navigate(WALLET_URL)}>{T.walletTitle}</Text>
          <Text {...BUTTON_ROLE} className="income-action tap" onClick={() => void navigate('/store/income/withdrawals/')}>{T.incomeWithdrawals}</Text>
        </View>
      </View>
      <TradePasswordDialog
        visible={intent !== null}
        summary={value === null ? undefined : `${T.incomeWithdraw} ${value.toFixed(2)}元`}
        onSubmit={submit}
        onClose={() => setIntent(null)}
        onForgot={() => void navigate('/accounts/trade_password/reset/')}
      />
    </View>
  );
}

export default largeTextPage(IncomeWithdrawPage);
