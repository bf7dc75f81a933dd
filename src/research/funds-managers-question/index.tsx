import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS, assessOptionsValue, managersApi } from '@fund/core/research';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { managerAssessHistory } from '../components/manager-assess-history';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const managers = managersApi(apiClient);
const assessUrl = (options: string, fresh: boolean) => `/symbols/funds/managers/assess/?options=${options}${fresh ? '&assess=1' : ''}`;

/** Three questions that match managers to the user; someone who took it already sees the last result unless ?again=1. */
function ManagerQuestionPage() {
  const again = useRouterParams().again === '1';
  const last = again ? undefined : managerAssessHistory.list()[0];
  const questions = useAsync(() => managers.assessQuestions(), []);
  const [answers, setAnswers] = useState<Record<string, number>>({});

  useEffect(() => {
    if (last) void navigate(assessUrl(last.options, false), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once on entry: the page is left at once
  }, []);

  const submit = () => {
    const options = assessOptionsValue(questions.data ?? [], answers);
    if (options === null) {
      toast(MANAGER_TOOL_TEXTS.questionIncomplete);
      return;
    }
    void navigate(assessUrl(options, true));
  };

  if (!questions.data) {
    return (
      <View className="manager-question-page">
        {questions.status === 'error' ? <ErrorView text={questions.error} onRetry={() => void questions.reload()} retryable={questions.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="manager-question-page">
      <Text className="mq-title">{MANAGER_TOOL_TEXTS.questionTitle}</Text>
      {questions.data.map((q, i) => (
        <View key={q.id} className="card mq-question">
          <Text className="mq-question-title">{`${i + 1}. ${q.title}`}</Text>
          {q.options.map((o) => {
            const on = answers[String(q.id)] === Number(o.id);
            return (
              <Text {...BUTTON_ROLE} key={o.id} className={`mq-option tap ${on ? 'mq-option-on' : ''}`} onClick={() => setAnswers({ ...answers, [String(q.id)]: Number(o.id) })}>
                {o.title}
              </Text>
            );
          })}
        </View>
      ))}
      <Text {...BUTTON_ROLE} className="mq-submit" onClick={submit}>
        {MANAGER_TOOL_TEXTS.questionSubmit}
      </Text>
    </View>
  );
}

export default largeTextPage(ManagerQuestionPage);
