import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  BAO_SCREEN_TEXTS as T,
  baoIncomeHistoryUrl,
  baoPer10000Text,
  baoTransferOutOptions,
  baoTransferOutUrl,
  baoYieldText,
  type BaoTransferOutOption,
} from '@fund/core/cash-treasure';
import { failureText } from '@fund/core/api';
import { formatAmount } from '@fund/core/money';
import { navigate, stopPullDownRefresh, toast, useDidShow, usePullDownRefresh, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { baoApi } from '../services/plan-services';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/plan-ui.css';

function BaoHomePage() {
  const bao = useAsync(() => baoApi.mine(), []);
  const [outOptions, setOutOptions] = useState<BaoTransferOutOption[] | null>(null);
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState(false);

  useDidShow(() => {
    // Back from a transfer: the balance moved.
    if (shown) void bao.reload();
    setShown(true);
  });
  usePullDownRefresh(() => {
    void bao.reload().finally(stopPullDownRefresh);
  });

  const info = bao.data;
  if (!info) {
    return <View className="bao-page">{bao.status === 'error' ? <ErrorView text={bao.error} onRetry={() => void bao.reload()} retryable={bao.retryable} /> : <LoadingView />}</View>;
  }
  const symbol = info.fund.symbol;

  const askTransferOut = async () => {
    if (asking) return;
    setAsking(true);
    try {
      setOutOptions(baoTransferOutOptions(await baoApi.sellInfo()));
    } catch (err) {
      toast(failureText(err));
    } finally {
      setAsking(false);
    }
  };

  return (
    <View className="bao-page">
      <View className="bao-head">
        <Text className="bao-head-label">{T.balanceLabel}</Text>
        <Text className="bao-head-total bao-balance">{formatAmount(info.worth_value)}</Text>
        <View className="bao-head-row">
          <View className="bao-head-cell">
            <Text className="bao-head-label">{T.incomeLatestLabel}</Text>
            <Text className="bao-head-value bao-income-latest">{formatAmount(info.income_latest)}</Text>
          </View>
          <View className="bao-head-cell">
            <Text className="bao-head-label">{T.incomeTotalLabel}</Text>
            <Text className="bao-head-value">{formatAmount(info.income_total)}</Text>
          </View>
        </View>
      </View>
      <View className="bao-yield">
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(T.yieldLabel))} className="plan-figure tap" onClick={() => void navigate(baoIncomeHistoryUrl('year_yld'))}>
          <Text className="plan-figure-label">{T.yieldLabel}</Text>
          <Text className="plan-figure-value up bao-yield-value">{baoYieldText(info.year_yld)}</Text>
        </View>
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(T.per10000Label))} className="plan-figure tap" onClick={() => void navigate(baoIncomeHistoryUrl('tenthou_unit_incm'))}>
          <Text className="plan-figure-label">{T.per10000Label}</Text>
          <Text className="plan-figure-value bao-per10000">{baoPer10000Text(info)}</Text>
        </View>
      </View>
      <View className="bao-links">
        <View {...tapLabel(T.trades)} className="bao-link bao-link-trades" onClick={() => void navigate('/accounts/funds/bao/trades/')}>
          <Text>{T.trades}</Text>
          <Text className="muted">›</Text>
        </View>
        <View {...tapLabel(T.incomeHistory)} className="bao-link bao-link-income" onClick={() => void navigate(baoIncomeHistoryUrl('tenthou_unit_incm'))}>
          <Text>{T.incomeHistory}</Text>
          <Text className="muted">›</Text>
        </View>
      </View>
      {outOptions ? (
        <View className="bao-out-sheet">
          <Text className="plan-section-title">{T.chooseTransferOut}</Text>
          {outOptions.map((o) => (
            <View
              {...tapLabel(o.label)}
              key={o.kind}
              className={`bao-out-option bao-out-${o.kind}${o.enabled ? '' : ' disabled'}`}
              onClick={() => {
                if (!o.enabled) return;
                setOutOptions(null);
                void navigate(baoTransferOutUrl(symbol, o.kind));
              }}
            >
              <Text className="bao-out-label">{o.label}</Text>
              <Text className="bao-out-desc">{o.desc}</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View className="plan-actions">
        <View {...BUTTON_ROLE} className="plan-action plan-action-secondary bao-transfer-out" onClick={() => void askTransferOut()}>
          {T.transferOut}
        </View>
        <View {...BUTTON_ROLE} className="plan-action plan-action-primary bao-transfer-in" onClick={() => void navigate(`/s/${symbol}/buy/`)}>
          {T.transferIn}
        </View>
      </View>
    </View>
  );
}

export default largeTextPage(BaoHomePage);
