import { useEffect, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import {
  canSubmitRiskTest,
  RISK_SCREEN_TEXTS as T,
  RISK_URLS,
  startRiskTest,
  submitRiskTest,
  type RiskResultView,
  type RiskTestState,
} from '@fund/core/risk';
import { createBackMemory } from '@fund/core/navigation';
import { failureText } from '@fund/core/api';
import { navigate, storage, toast } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { ensureCsrf, risk } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { QuestionSteps } from './QuestionSteps';
import './account.css';

/** The questionnaire and its result, shared by /questions/ and /questions/again/. */
export function RiskQuestionnaire() {
  const [state, setState] = useState<RiskTestState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RiskResultView | null>(null);
  const [sending, setSending] = useState(false);

  const load = () => {
    setError(null);
    risk.questions().then((qs) => setState(startRiskTest(qs)), (err: unknown) => setError(failureText(err)));
  };
  useEffect(load, []);

  const submit = async () => {
    if (state === null || sending || !canSubmitRiskTest(state)) return;
    setSending(true);
    try {
      await ensureCsrf();
      const outcome = await submitRiskTest(state, { answer: (answer) => risk.answer({ body: { answer } }), mine: () => risk.mine() });
      if (outcome.type === 'failed') {
        await showDecision(outcome.decision);
        return;
      }
      setResult(outcome.view);
      if (outcome.warning) await showDecision(outcome.warning);
    } catch (err) {
      toast(failureText(err));
    } finally {
      setSending(false);
    }
  };

  // Done: back to where the test was asked for (the bind flow's next page), else my risk page.
  const done = () => {
    const memory = createBackMemory(storage);
    const back = memory.backUrl(RISK_URLS.questions);
    memory.forget(RISK_URLS.questions);
    void navigate(back === '/' ? RISK_URLS.home : back, { replace: true });
  };

  if (error !== null) return <ErrorView text={error} onRetry={load} />;
  if (state === null) return <LoadingView />;
  if (result !== null) {
    return (
      <View className="account-screen risk-result">
        <Text className="af-title">{T.resultTitle}</Text>
        <View className="af-list">
          <View className="af-item">
            <Text>{T.level}</Text>
            <Text className="risk-level">{result.levelText}</Text>
          </View>
          <View className="af-item">
            <Text className="af-item-value risk-effective">{result.effectiveText}</Text>
          </View>
        </View>
        <Button className="af-submit risk-done" onClick={done}>
          {T.done}
        </Button>
      </View>
    );
  }
  return <QuestionSteps state={state} onChange={setState} sending={sending} onSubmit={() => void submit()} />;
}
