import { useEffect, useState } from 'react';
import { View, Text, Input, Textarea, Button } from '@tarojs/components';
import {
  OWNER_TEXTS,
  PORTFOLIO_PAGE_TEXTS as T,
  PORTFOLIO_PAGE_URLS,
  descriptionRefusal,
  nameRefusal,
  positionsText,
  readId,
  weightsRefusal,
  type EstimateNetvalueAnswer,
} from '@fund/core/portfolio';
import { portfolioRiskLevelText } from '@fund/core/risk';
import { failureText } from '@fund/core/api';
import { formatSignedPercent } from '@fund/core/money';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { FundPicker } from '../owner-components/FundPicker';
import { WeightRows, type WeightRow } from '../owner-components/WeightRows';
import { portfolios } from '../owner-components/owner-services';
import '../owner-components/owner.css';

/**
 * /portfolio/create/: pick funds, set weights, check, see the backtest, publish. With ?portfolio_id= the
 * owner edits name, description and minimum purchase (weights change through a position adjustment).
 */
function CreatePortfolioPage() {
  const editId = readId(useRouterParams().portfolio_id);
  const existing = useAsync(async () => (editId === null ? null : portfolios.detail({ params: { id: editId } })), [editId]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [rows, setRows] = useState<WeightRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [minimum, setMinimum] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<EstimateNetvalueAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!existing.data) return;
    setName(existing.data.name);
    setAmount(existing.data.amount_min_buy);
  }, [existing.data]);

  const positions = rows.map((r) => ({ symbol: r.symbol, percent: r.percent.trim() }));
  const localProblem = () => nameRefusal(name) ?? (editId === null || description.trim() !== '' ? descriptionRefusal(description) : null) ?? (editId === null ? weightsRefusal(positions) : null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const check = () =>
    run(async () => {
      const local = localProblem();
      if (local) return setProblem(local);
      const [n, d, m] = await Promise.all([
        portfolios.checkName({ query: { name, ...(editId === null ? {} : { portfolio_id: editId }) } }),
        description.trim() ? portfolios.checkDescription({ query: { description } }) : Promise.resolve({ valid: true, message: null }),
        positions.length > 0 ? portfolios.checkAmountMinBuy({ query: { symbols: positionsText(positions), ...(amount.trim() ? { amount: amount.trim() } : {}) } }) : Promise.resolve(null),
      ]);
      setProblem(n.message ?? d.message ?? m?.message ?? null);
      if (m) setMinimum(`${T.minBuy(m.amount_min_buy)}　${T.risk(portfolioRiskLevelText(m.investment_risk))}`);
    });

  const backtest = () =>
    run(async () => {
      const local = weightsRefusal(positions);
      if (local) return setProblem(local);
      setEstimate(await portfolios.estimateNetvalue({ query: { positions: positionsText(positions) } }));
      setProblem(null);
    });

  const publish = () =>
    run(async () => {
      const local = localProblem();
      if (local) return setProblem(local);
      if (editId !== null) {
        await portfolios.update({ params: { id: editId }, body: { name, ...(description.trim() ? { description } : {}), ...(amount.trim() ? { amount_min_buy: amount.trim() } : {}) } });
        toast(OWNER_TEXTS.saved, 'success');
        await navigate(PORTFOLIO_PAGE_URLS.manage(editId), { replace: true });
        return;
      }
      const created = await portfolios.create({ body: { name, description, positions, ...(amount.trim() ? { amount_min_buy: amount.trim() } : {}) } });
      toast(OWNER_TEXTS.created, 'success');
      await navigate(PORTFOLIO_PAGE_URLS.manage(created.id), { replace: true });
    });

  if (editId !== null && !existing.data) {
    return (
      <View className="ow-page create-page">
        {existing.status === 'error' ? <ErrorView text={existing.error} onRetry={() => void existing.reload()} retryable={existing.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const estimateReturn = estimate ? formatSignedPercent(estimate.percent) : null;
  return (
    <View className="ow-page create-page">
      <View className="ow-card">
        <Text className="ow-muted">{T.nameLabel}</Text>
        <Input className="ow-input name-input" value={name} onInput={(e) => setName(e.detail.value)} />
        <Text className="ow-muted">{T.descriptionLabel}</Text>
        <Textarea className="ow-input description-input" value={description} onInput={(e) => setDescription(e.detail.value)} />
        <Text className="ow-muted">{T.amountMinBuyLabel}</Text>
        <Input className="ow-input amount-input" type="digit" value={amount} onInput={(e) => setAmount(e.detail.value)} />
        {minimum ? <Text className="ow-muted derived-minimum">{minimum}</Text> : null}
      </View>
      {editId === null ? (
        <>
          <WeightRows rows={rows} onChange={setRows} />
          <FundPicker portfolioId={0} chosen={rows.map((r) => r.symbol)} onAdd={(f) => setRows([...rows, { symbol: f.symbol, name: f.name, percent: '', removable: true }])} />
        </>
      ) : null}
      {estimate && estimateReturn ? (
        <View className="ow-card estimate-card">
          <Text className="ow-title">{T.estimateTitle(estimate.label)}</Text>
          <View className="ow-row">
            <Text>{estimate.net_value}</Text>
            <Text className={`ow-${estimateReturn.tone}`}>{estimateReturn.text}</Text>
          </View>
          <Text className="ow-muted">{`${estimate.start_date ?? ''} ~ ${estimate.end_date ?? ''}　${estimate.note}`}</Text>
        </View>
      ) : null}
      {problem ? <Text className="ow-error create-problem">{problem}</Text> : null}
      <View className="ow-card">
        <Button className="ow-button ow-button-plain check-button" disabled={busy} onClick={() => void check()}>{T.check}</Button>
        {editId === null ? <Button className="ow-button ow-button-plain estimate-button" disabled={busy} onClick={() => void backtest()}>{T.estimate}</Button> : null}
        <Button className="ow-button publish-button" disabled={busy} onClick={() => void publish()}>{editId === null ? T.publish : T.save}</Button>
      </View>
      <Text className="ow-compliance">{OWNER_TEXTS.compliance}</Text>
    </View>
  );
}

export default largeTextPage(CreatePortfolioPage);
