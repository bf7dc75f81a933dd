import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import {
  DIVIDEND_CHANGE_TEXTS as T,
  accountDividendTypeText,
  dividendChangeBlock,
  dividendChoices,
} from '@fund/core/fund';
import { HOLDINGS_TEXTS } from '@fund/core/assets';
import { failureText, type Wire } from '@fund/core/api';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { MissingIdView } from '../../components/trade/MissingIdView';
import { TradeInfoRow } from '../../components/trade/TradeInfoRow';
import { FUND_HOLDINGS } from '../services/holding-sources';
import { holdings } from '../../services/trade-record-services';
import { routeId } from '../../services/route-id';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../../components/trade/trade-ui.css';
import './index.css';

function DividendChange({ holding, onChanged }: { holding: Wire.FundHolding; onChanged: () => void }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const block = dividendChangeBlock({ fundSubtype: holding.fund.symbol_stype, diviType: holding.divi_type });
  const choices = dividendChoices(holding.fund.symbol_stype);

  const submit = async (password: string): Promise<string | null> => {
    if (choice !== 1 && choice !== 2) return null;
    try {
      const answer = await holdings.changeDiviType({ body: { fund_id: holding.fund.id, divi_type: choice, password } });
      setAsking(false);
      setChoice(null);
      if (answer.detail) toast(answer.detail);
      onChanged();
      return null;
    } catch (err) {
      return failureText(err);
    }
  };

  return (
    <View className="divi-type-page">
      <View className="card">
        <Text className="hold-row-name">{`${holding.fund.abbr_name} ${holding.fund.symbol}`}</Text>
        <TradeInfoRow className="divi-current" label={T.current} value={accountDividendTypeText(holding.divi_type)} />
      </View>
      {block ? (
        <View className="card divi-block">
          <Text className="muted">{block}</Text>
        </View>
      ) : (
        <View className="card">
          <Text className="muted">{T.choose}</Text>
          {choices.map((type) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(accountDividendTypeText(type)))}
              key={type}
              className={`divi-option${choice === type ? ' selected' : ''}${holding.divi_type === type ? ' current' : ''}`}
              data-divi-type={type}
              onClick={() => holding.divi_type !== type && setChoice(type)}
            >
              <Text>{accountDividendTypeText(type)}</Text>
              <Text className="divi-radio">{choice === type || (choice === null && holding.divi_type === type) ? '●' : '○'}</Text>
            </View>
          ))}
          <Text className="muted divi-note">{T.note}</Text>
        </View>
      )}
      {block ? null : (
        <Button className="trade-action primary divi-submit" disabled={choice === null} onClick={() => setAsking(true)}>
          {T.submit}
        </Button>
      )}
      <TradePasswordDialog
        visible={asking}
        summary={choice === null ? undefined : `${T.choose}：${accountDividendTypeText(choice)}`}
        onSubmit={submit}
        onClose={() => setAsking(false)}
        onForgot={() => void navigate('/accounts/trade_password/reset/')}
      />
    </View>
  );
}

function DividendTypePage() {
  const fundId = routeId(useRouterParams());
  const holding = useAsync(() => (fundId === null ? Promise.resolve(null) : FUND_HOLDINGS.info(fundId)), [fundId]);
  if (fundId === null) return <MissingIdView text={HOLDINGS_TEXTS.emptyHoldings} />;
  if (holding.status === 'loading' && holding.data === null) return <LoadingView />;
  if (!holding.data) return <ErrorView text={holding.error ?? ''} onRetry={() => void holding.reload()} retryable={holding.retryable} />;
  return <DividendChange holding={holding.data} onChanged={() => void holding.reload()} />;
}

export default largeTextPage(DividendTypePage);
