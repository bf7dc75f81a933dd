import { RiskQuestionnaire } from '../parts/RiskQuestionnaire';

export default function RiskQuestionsPage() {
  return <RiskQuestionnaire />;
}
