import { RiskQuestionnaire } from '../parts/RiskQuestionnaire';
import { largeTextPage } from '@/platform';

function RiskQuestionsPage() {
  return <RiskQuestionnaire />;
}

export default largeTextPage(RiskQuestionsPage);
