import { useEffect, useState } from 'react';
import { View, Text, Textarea, Button } from '@tarojs/components';
import {
  OWNER_TEXTS,
  PORTFOLIO_PAGE_TEXTS as T,
  PORTFOLIO_TRADE_TEXTS,
  adjustableDirections,
  adjustmentView,
  readId,
  weightsRefusal,
} from '@fund/core/portfolio';
import { failureText } from '@fund/core/api';
import { toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { AdjustmentCard } from '../owner-components/AdjustmentCard';
import { FundPicker } from '../owner-components/FundPicker';
import { WeightRows, type WeightRow } from '../owner-components/WeightRows';
import { portfolios } from '../owner-components/owner-services';
import '../owner-components/owner.css';

/** /portfolio/position_adjustments/?portfolio_id=: the owner sets new weights (effective next trading day); past adjustments below. */
function PositionAdjustmentsPage() {
  const id = readId(useRouterParams().portfolio_id);
  const portfolio = useAsync(() => portfolios.detail({ params: { id: id ?? 0 } }), [id]);
  const history = usePagedList((page, page_size) => portfolios.positionAdjustments({ query: { portfolio_id: id ?? 0, page, page_size } }), [id]);
  const [rows, setRows] = useState<WeightRow[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const positions = portfolio.data?.positions ?? [];
    setRows(positions.map((p) => ({ symbol: p.symbol, name: p.name, percent: p.percent, removable: adjustableDirections(p).canRemove })));
  }, [portfolio.data]);

  if (id === null) return <MissingIdView text={PORTFOLIO_TRADE_TEXTS.missingId} />;
  if (!portfolio.data) {
    return (
      <View className="ow-page adjustments-page">
        {portfolio.status === 'error' ? <ErrorView text={portfolio.error} onRetry={() => void portfolio.reload()} retryable={portfolio.retryable} /> : <LoadingView />}
      </View>
    );
  }

  if (portfolio.data.is_owner !== true) {
    return (
      <View className="ow-page adjustments-page">
        <Text className="ow-muted not-owner">{T.notOwner}</Text>
        <PagedListBody list={history}>
          {history.items.map((a) => (
            <AdjustmentCard key={a.id} view={adjustmentView(a)} />
          ))}
        </PagedListBody>
      </View>
    );
  }

  const submit = async () => {
    const positions = rows.map((r) => ({ symbol: r.symbol, percent: r.percent.trim() }));
    const local = weightsRefusal(positions);
    if (local) return setProblem(local);
    setBusy(true);
    try {
      const made = await portfolios.createPositionAdjustment({ body: { portfolio_id: id, positions, ...(note.trim() ? { description: note.trim() } : {}) } });
      setProblem(null);
      toast(OWNER_TEXTS.adjusted, 'success');
      toast(OWNER_TEXTS.effectiveNextDay(made.effective_from));
      await history.refresh();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="ow-page adjustments-page">
      <View className="ow-card">
        <Text className="ow-title">{portfolio.data.name}</Text>
      </View>
      <WeightRows rows={rows} onChange={setRows} />
      <FundPicker portfolioId={id} chosen={rows.map((r) => r.symbol)} onAdd={(f) => setRows([...rows, { symbol: f.symbol, name: f.name, percent: '', removable: true }])} />
      <View className="ow-card">
        <Text className="ow-muted">{T.adjustNote}</Text>
        <Textarea className="ow-input adjust-note" value={note} onInput={(e) => setNote(e.detail.value)} />
        {problem ? <Text className="ow-error adjust-problem">{problem}</Text> : null}
        <Button className="ow-button submit-adjust" disabled={busy} onClick={() => void submit()}>{T.submitAdjust}</Button>
      </View>
      <Text className="ow-title">{T.positionHistory}</Text>
      <PagedListBody list={history}>
        {history.items.map((a) => (
          <AdjustmentCard key={a.id} view={adjustmentView(a)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(PositionAdjustmentsPage);
