import { useRef, useState, type ReactNode } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { PORTFOLIO_TRADE_TEXTS, proposalView, type PortfolioOrder } from '@fund/core/portfolio';
import type { Wire } from '@fund/core/api';
import { currentSpecUrl, navigate, stopPullDownRefresh, usePullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { TradeConfirmDialog } from '@/components/trade/TradeConfirmDialog';
import { createAppPortfolioTradeFlow } from './portfolio-trade-effects';
import { ProposalTable } from './ProposalTable';
import './portfolio-trade.css';

export interface ProposalScreenProps {
  className: string;
  title: string;
  /** Changes when the proposal must be asked for again (portfolio, card, amount). */
  loadKey: string;
  load: () => Promise<Wire.PortfolioProposal>;
  confirmLabel: string;
  orderOf: (proposal: Wire.PortfolioProposal) => PortfolioOrder;
  summaryOf: (proposal: Wire.PortfolioProposal) => string;
  /** Under the table (e.g. the link to the rebalance comparison). */
  children?: ReactNode;
}

/**
 * A portfolio trade's proposal: the funds it will buy or sell, then the confirm, which runs core's
 * portfolio trade flow to the trade password and the order; the order replaces this page with its detail.
 */
export function ProposalScreen({ className, title, loadKey, load, confirmLabel, orderOf, summaryOf, children }: ProposalScreenProps) {
  const proposal = useAsync(load, [loadKey]);
  const flow = useRef(createAppPortfolioTradeFlow()).current;
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  usePullDownRefresh(() => void proposal.reload().finally(stopPullDownRefresh));

  const data = proposal.data;
  if (!data) {
    return (
      <View className={`pt-page ${className}`}>
        {proposal.status === 'error' ? <ErrorView text={proposal.error} onRetry={() => void proposal.reload()} retryable={proposal.retryable} /> : <LoadingView />}
      </View>
    );
  }

  const onConfirm = async () => {
    if (busy) return;
    setBusy(true);
    setHint(null);
    const outcome = await flow.start(orderOf(data), currentSpecUrl());
    setBusy(false);
    if (outcome.type === 'password') setDialog(true);
    else if (outcome.type === 'invalid') setHint(outcome.message);
    else if (outcome.type === 'go') void navigate(outcome.url);
  };

  return (
    <View className={`pt-page ${className}`}>
      <View className="pt-card">
        <Text className="pt-title">{data.fund_portfolio.name}</Text>
        <Text className="pt-muted">{` ${title}`}</Text>
      </View>
      {data.results.length === 0 ? <EmptyView text={PORTFOLIO_TRADE_TEXTS.noProposal} /> : <ProposalTable view={proposalView(data)} />}
      {children}
      {hint ? <Text className="pt-error proposal-error">{hint}</Text> : null}
      <Button className={`tc-submit proposal-confirm${busy ? ' tc-submit-off' : ''}`} disabled={busy} onClick={() => void onConfirm()}>
        {confirmLabel}
      </Button>
      <TradeConfirmDialog
        visible={dialog}
        summary={summaryOf(data)}
        submit={(password) => flow.submit(password)}
        onHide={() => setDialog(false)}
        onCancel={() => flow.cancel()}
      />
    </View>
  );
}
