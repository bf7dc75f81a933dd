import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { PercentText } from '@/components/PercentText';
import { ManagerRow } from '../ManagerRow';
import './index.css';

/** The body of a diagnosis: the four descriptions, the alert, the managers and the profit/loss predicts. */
export function DiagnosisReport({ diagnosis: d }: { diagnosis: Wire.FundDiagnosis }) {
  const sections: [string, string][] = [
    [DIAGNOSIS_TEXTS.fundDescription, d.description],
    [DIAGNOSIS_TEXTS.assetDescription, d.asset_description],
    [DIAGNOSIS_TEXTS.companyDescription, d.company_description],
    [DIAGNOSIS_TEXTS.managerDescription, d.manager_description],
  ];
  return (
    <View className="diagnosis-report">
      {d.is_alert ? <Text className="dr-alert">{DIAGNOSIS_TEXTS.alert}</Text> : null}
      {d.track_target ? <Text className="dr-track">{`${DIAGNOSIS_TEXTS.trackTarget}：${d.track_target}`}</Text> : null}
      {sections
        .filter(([, text]) => text !== '')
        .map(([title, text]) => (
          <View key={title} className="card dr-section">
            <Text className="dr-title">{title}</Text>
            <Text className="dr-text">{text}</Text>
          </View>
        ))}
      {d.fund_profit_loss_predicts.length > 0 ? (
        <View className="card">
          <Text className="dr-title">{DIAGNOSIS_TEXTS.predicts}</Text>
          <View className="dr-predict dr-predict-head">
            <Text className="dr-cell" />
            <Text className="dr-cell">{DIAGNOSIS_TEXTS.profit}</Text>
            <Text className="dr-cell">{DIAGNOSIS_TEXTS.loss}</Text>
          </View>
          {d.fund_profit_loss_predicts.map((p) => (
            <View key={p.period} className="dr-predict">
              <Text className="dr-cell">{p.period}</Text>
              <View className="dr-cell">
                <PercentText value={p.profit} />
              </View>
              <View className="dr-cell">
                <PercentText value={p.loss} />
              </View>
            </View>
          ))}
        </View>
      ) : null}
      {d.fund_managers.length > 0 ? (
        <View className="card">
          <Text className="dr-title">{DIAGNOSIS_TEXTS.managerDescription}</Text>
          {d.fund_managers.map((m) => (
            <ManagerRow key={m.id} manager={m} onOpen={(x) => void navigate(`/symbols/funds/managers/${x.id}/`)} />
          ))}
        </View>
      ) : null}
    </View>
  );
}
