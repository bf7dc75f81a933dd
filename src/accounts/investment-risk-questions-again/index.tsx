import { RiskQuestionnaire } from '../parts/RiskQuestionnaire';
import { largeTextPage } from '@/platform';

function RiskQuestionsAgainPage() {
  return <RiskQuestionnaire />;
}

export default largeTextPage(RiskQuestionsAgainPage);
