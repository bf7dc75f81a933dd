import { View, Text } from '@tarojs/components';
import { DiagnosisScore } from '../DiagnosisScore';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

export interface DiagnosedRowProps {
  name: string;
  symbol: string;
  score: number | null | undefined;
  /** The date of the diagnosis, when known. */
  date?: string;
  onOpen: () => void;
}

/** A diagnosed fund in a list: name, code and date, its score in the band colour. */
export function DiagnosedRow({ name, symbol, score, date, onOpen }: DiagnosedRowProps) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(name))} className="diagnosed-row tap" onClick={onOpen}>
      <View className="diagnosed-row-main">
        <Text className="diagnosed-row-name">{name}</Text>
        <Text className="diagnosed-row-meta">{date ? `${symbol} · ${date}` : symbol}</Text>
      </View>
      <DiagnosisScore score={score} />
    </View>
  );
}
