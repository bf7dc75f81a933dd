import { View, Text, Button } from '@tarojs/components';
import {
  canSubmitRiskTest,
  currentQuestion,
  RISK_SCREEN_TEXTS as T,
  riskTestReducer,
  type RiskTestState,
} from '@fund/core/risk';
import { LoadingView } from '@/components/StatusViews';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './account.css';

export interface QuestionStepsProps {
  state: RiskTestState;
  onChange: (next: RiskTestState) => void;
  sending: boolean;
  onSubmit: () => void;
  title?: string;
}

/** One question at a time: choosing advances, 上一题 goes back, 提交 only after the last one is answered. */
export function QuestionSteps({ state, onChange, sending, onSubmit, title }: QuestionStepsProps) {
  const question = currentQuestion(state);
  if (question === null) return <LoadingView />;
  return (
    <View className="account-screen risk-questions">
      {title ? <Text className="af-hint risk-questionnaire-title">{title}</Text> : null}
      <Text className="af-hint risk-progress">{T.progress(state.index + 1, state.questions.length)}</Text>
      <Text className="af-title risk-question-title">{question.title}</Text>
      <View className="af-list">
        {question.options.map((o) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(o.title))}
            key={o.id}
            className={`af-option tap risk-option${state.answers[question.id] === o.id ? ' af-option-on' : ''}`}
            onClick={() => onChange(riskTestReducer(state, { type: 'choose', optionId: o.id }))}
          >
            <Text>{o.title}</Text>
          </View>
        ))}
      </View>
      <View className="af-links">
        {state.index > 0 ? (
          <Text {...BUTTON_ROLE} className="af-link risk-previous tap" onClick={() => onChange(riskTestReducer(state, { type: 'previous' }))}>
            {T.previous}
          </Text>
        ) : null}
      </View>
      <Button className="af-submit risk-submit" disabled={!canSubmitRiskTest(state) || sending} onClick={onSubmit}>
        {sending ? T.submitting : T.submit}
      </Button>
    </View>
  );
}
