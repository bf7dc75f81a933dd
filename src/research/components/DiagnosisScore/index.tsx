import { View, Text } from '@tarojs/components';
import { diagnosisScoreClass, diagnosisScoreText } from '@fund/core/research';
import './index.css';

/** A diagnosis score coloured by the spec's bands: 90+ red, 60+ blue, below green, none muted. */
export function DiagnosisScore({ score, size = 'small' }: { score: number | null | undefined; size?: 'small' | 'large' }) {
  return (
    <View className={`diagnosis-score diagnosis-score-${size} ${diagnosisScoreClass(score)}`}>
      <Text className="diagnosis-score-value">{diagnosisScoreText(score)}</Text>
    </View>
  );
}
