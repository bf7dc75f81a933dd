// The income calculator: assets under management × the annual advisory fee rate (typed, or one of the
// owner's portfolios) × the owner's share, as a day, a month and a year.
import { useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import { failureText } from '@fund/core/api';
import { parseDecimal, toDecimal } from '@fund/core/money';
import { WALLET_SCREEN_TEXTS as T, type StoreIncomeForecastAnswer } from '@fund/core/wallet';
import { useAsync } from '@/hooks/useAsync';
import { incomeApi } from '../income-shared/income-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';
import '../income-shared/income.css';

function IncomeForecastPage() {
  // The owner's portfolios to pick a rate from; without a store (or offline) the rate is typed.
  const mine = useAsync(() => incomeApi.incomeMine().catch(() => null), []);
  const [amount, setAmount] = useState('');
  const [ratePercent, setRatePercent] = useState('');
  const [portfolioId, setPortfolioId] = useState<number | null>(null);
  const [result, setResult] = useState<StoreIncomeForecastAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = parseDecimal(amount);
  const rate = parseDecimal(ratePercent);
  const ready = value !== null && value.gt(0) && (portfolioId !== null || (rate !== null && rate.gte(0)));

  const run = async () => {
    if (!ready || value === null) return;
    setError(null);
    try {
      const body = portfolioId !== null
        ? { amount: value.toFixed(2), store_portfolio_id: portfolioId }
        : { amount: value.toFixed(2), fare_ratio: toDecimal(rate ?? 0).div(100).toFixed(6) };
      setResult(await incomeApi.incomeForecast({ body }));
    } catch (err) {
      setError(failureText(err));
    }
  };

  return (
    <View className="income-page">
      <View className="card">
        <Text className="income-label">{T.forecastAmount}</Text>
        <Input className="income-input forecast-amount" type="digit" value={amount} onInput={(e) => setAmount(e.detail.value)} />
        {(mine.data?.portfolios ?? []).length > 0 ? (
          <View>
            {(mine.data?.portfolios ?? []).map((p) => (
              <Text {...BUTTON_ROLE} key={p.store_portfolio_id} className={`income-chip tap${portfolioId === p.store_portfolio_id ? ' selected' : ''}`} onClick={() => setPortfolioId(portfolioId === p.store_portfolio_id ? null : p.store_portfolio_id)}>
                {p.name}
              </Text>
            ))}
          </View>
        ) : null}
        {portfolioId === null ? (
          <View>
            <Text className="income-label">{T.forecastRate}</Text>
            <Input className="income-input forecast-rate" type="digit" value={ratePercent} onInput={(e) => setRatePercent(e.detail.value)} />
          </View>
        ) : null}
        <Button className="trade-action primary income-submit" disabled={!ready} onClick={() => void run()}>
          {T.forecastRun}
        </Button>
        {error ? <Text className="income-error">{error}</Text> : null}
      </View>
      {result ? (
        <View className="card forecast-result">
          <View className="income-row"><Text>{T.forecastDay}</Text><Text className="income-value">{result.income_day}</Text></View>
          <View className="income-row"><Text>{T.forecastMonth}</Text><Text className="income-value">{result.income_month}</Text></View>
          <View className="income-row"><Text>{T.forecastYear}</Text><Text className="income-value">{result.income_year}</Text></View>
        </View>
      ) : null}
      <Text className="income-muted">{T.forecastNote}</Text>
    </View>
  );
}

export default largeTextPage(IncomeForecastPage);
