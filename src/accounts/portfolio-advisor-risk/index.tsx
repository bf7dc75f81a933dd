import { useEffect, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import {
  ADVISOR_RISK_TEXTS as T,
  advisorPortfolioId,
  advisorResultText,
  advisorRiskFailureText,
  canSubmitRiskTest,
  RISK_SCREEN_TEXTS,
  riskAnswerOf,
  riskTypeText,
  startRiskTest,
  type RiskTestState,
} from '@fund/core/risk';
import { failureText, isApiError, type Wire } from '@fund/core/api';
import { backToRemembered, toast, useRouterParams, largeTextPage } from '@/platform';
import { risk } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { QuestionSteps } from '../parts/QuestionSteps';
import '../parts/account.css';

/** A message that cannot be retried away (no portfolio, an unknown one) and the way back. */
function NoticeView({ text }: { text: string }) {
  return (
    <View className="account-screen advisor-risk-notice">
      <Text className="af-hint advisor-risk-notice-text">{text}</Text>
      <Button className="af-submit advisor-risk-back" onClick={() => void backToRemembered()}>
        {T.back}
      </Button>
    </View>
  );
}

/** The advisory questionnaire of one portfolio (?portfolio_id=) and its result. */
function AdvisorRiskPage() {
  const portfolioId = advisorPortfolioId(useRouterParams().portfolio_id);
  const [state, setState] = useState<RiskTestState | null>(null);
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null);
  const [result, setResult] = useState<Wire.RiskResult | null>(null);
  const [sending, setSending] = useState(false);

  const load = () => {
    if (portfolioId === null) return;
    setFailure(null);
    risk.advisorQuestions({ query: { portfolio: portfolioId } }).then(
      (qs) => setState(startRiskTest(qs)),
      // An unknown portfolio (404) cannot be retried; a network failure can.
      (err: unknown) => setFailure({ text: advisorRiskFailureText(err), retry: !(isApiError(err) && err.status === 404) }),
    );
  };
  useEffect(load, [portfolioId]);

  const submit = async () => {
    if (portfolioId === null || state === null || sending || !canSubmitRiskTest(state)) return;
    setSending(true);
    try {
      setResult(await risk.answerAdvisorQuestions({ body: { portfolio: portfolioId, answer: riskAnswerOf(state) } }));
    } catch (err) {
      if (isApiError(err) && err.status === 404) setFailure({ text: advisorRiskFailureText(err), retry: false });
      else toast(failureText(err));
    } finally {
      setSending(false);
    }
  };

  if (portfolioId === null) return <NoticeView text={T.noPortfolio} />;
  if (failure !== null) return failure.retry ? <ErrorView text={failure.text} onRetry={load} /> : <NoticeView text={failure.text} />;
  if (result !== null) {
    return (
      <View className="account-screen advisor-risk-result risk-result">
        <Text className="af-title">{RISK_SCREEN_TEXTS.resultTitle}</Text>
        <View className="af-list">
          <View className="af-item">
            <Text>{RISK_SCREEN_TEXTS.level}</Text>
            <Text className="risk-level">{riskTypeText(result.investment_risk)}</Text>
          </View>
        </View>
        <Text className="af-hint advisor-risk-fit">{advisorResultText(result)}</Text>
        <Button className="af-submit risk-done" onClick={() => void backToRemembered()}>
          {RISK_SCREEN_TEXTS.done}
        </Button>
      </View>
    );
  }
  if (state === null) return <LoadingView />;
  return <QuestionSteps state={state} onChange={setState} sending={sending} onSubmit={() => void submit()} title={T.title} />;
}

export default largeTextPage(AdvisorRiskPage);
