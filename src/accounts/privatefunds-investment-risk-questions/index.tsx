import { useEffect, useState } from 'react';
import {
  canSubmitRiskTest,
  PRIVATE_FUND_RISK_TEXTS as T,
  PRIVATE_FUND_RISK_URLS,
  riskAnswerOf,
  startRiskTest,
  type RiskTestState,
} from '@fund/core/risk';
import { failureText } from '@fund/core/api';
import { navigate, toast, largeTextPage } from '@/platform';
import { accountExtras } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { QuestionSteps } from '../parts/QuestionSteps';

/** The private-fund questionnaire (qualified-investor facts, then risk temperament); the result page follows. */
function PrivateFundRiskQuestionsPage() {
  const [state, setState] = useState<RiskTestState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const load = () => {
    setError(null);
    accountExtras.privateFundRiskQuestions().then((qs) => setState(startRiskTest(qs)), (err: unknown) => setError(failureText(err)));
  };
  useEffect(load, []);

  const submit = async () => {
    if (state === null || sending || !canSubmitRiskTest(state)) return;
    setSending(true);
    try {
      await accountExtras.answerPrivateFundRisk({ body: { answer: riskAnswerOf(state) } });
      await navigate(PRIVATE_FUND_RISK_URLS.mine, { replace: true });
    } catch (err) {
      toast(failureText(err));
    } finally {
      setSending(false);
    }
  };

  if (error !== null) return <ErrorView text={error} onRetry={load} />;
  if (state === null) return <LoadingView />;
  return <QuestionSteps state={state} onChange={setState} sending={sending} onSubmit={() => void submit()} title={T.questionsTitle} />;
}

export default largeTextPage(PrivateFundRiskQuestionsPage);
