import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS } from '@fund/core/research';
import { navigate } from '@/platform';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const ENTRIES: { label: string; url: string }[] = [
  { label: DIAGNOSIS_TEXTS.byCompany, url: '/symbols/funds/diagnosis/company' },
  { label: DIAGNOSIS_TEXTS.byOptional, url: '/symbols/funds/diagnosis/optional' },
  { label: DIAGNOSIS_TEXTS.review, url: '/symbols/funds/diagnosis/review/' },
];

/** The ways into a diagnosis besides searching: by company, the user's followed funds, past diagnoses. */
export function DiagnosisEntries() {
  return (
    <View className="diagnosis-entries">
      {ENTRIES.map((e) => (
        <Text {...BUTTON_ROLE} key={e.url} className="diagnosis-entry tap" onClick={() => void navigate(e.url)}>
          {e.label}
        </Text>
      ))}
    </View>
  );
}
