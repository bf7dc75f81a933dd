import { View, Text } from '@tarojs/components';
import { campaignsApi } from '@fund/core/promotion';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { CampaignFrame } from '../campaign-parts/CampaignFrame';
import { useCampaignAction } from '../campaign-parts/useCampaignAction';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';

const campaigns = campaignsApi(apiClient);

/** The new-year quiz: each question answered once; a right answer earns coins at once. */
function QuizPage() {
  const data = useAsync(async () => {
    const [quiz, awards] = await Promise.all([campaigns.chineseNewYearQuiz({ query: {} }), campaigns.chineseNewYearAwards()]);
    return { quiz, awards };
  }, []);
  const action = useCampaignAction(data.reload);
  if (data.status === 'error' && !data.data) return <ErrorView text={data.error} onRetry={() => void data.reload()} retryable={data.retryable} />;
  if (!data.data) return <LoadingView />;
  const { quiz, awards } = data.data;
  return (
    <CampaignFrame info={quiz.campaign} records={awards}>
      {quiz.questions.length === 0 ? <EmptyView /> : null}
      {quiz.questions.map((q) => (
        <View key={q.id} className="quiz-question">
          <Text className="campaign-line">{q.title}</Text>
          <View className="campaign-options">
            {q.options.map((o) => (
              <Text {...BUTTON_ROLE}
                key={o.option}
                className={`campaign-option tap${o.selected ? ' campaign-option-on' : ''}`}
                onClick={() => {
                  if (!q.answered) void action.run(async () => (await campaigns.chineseNewYearAnswer({ params: { pk: String(q.id) }, body: { option: o.option } })).detail);
                }}
              >
                {o.text}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </CampaignFrame>
  );
}

export default largeTextPage(QuizPage);
