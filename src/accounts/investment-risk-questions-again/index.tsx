import { RiskQuestionnaire } from '../parts/RiskQuestionnaire';

export default function RiskQuestionsAgainPage() {
  return <RiskQuestionnaire />;
}
