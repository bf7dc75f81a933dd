import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS, diagnosisApi, diagnosisViewGate } from '@fund/core/research';
import { PAGE_SIZE } from '@fund/core/pager';
import { isLoggedIn } from '@fund/core/api';
import { loginUrl } from '@fund/core/navigation';
import { back, navigate, storage, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { ImageDialog } from '@/components/ImageDialog';
import { FundRowItem } from '@/components/FundRowItem';
import { DiagnosisScore } from '../components/DiagnosisScore';
import { DiagnosisReport } from '../components/DiagnosisReport';
import { guestDiagnosisCounter, rememberDiagnosis } from '../components/diagnosis-lists';
import { DIAGNOSIS_LOGIN_IMAGE } from '../components/diagnosis-login-image';
import './index.css';

const diagnosis = diagnosisApi(apiClient);

/** A fund's diagnosis: the score in its band colour and the report. Guests get 3 free views, then the login picture. */
function DiagnosisDetailPage() {
  const symbol = useRouterParams().symbol ?? '';
  // Counted once per opening of the page, before anything is asked of the server.
  const [gate] = useState(() => diagnosisViewGate(isLoggedIn(storage), guestDiagnosisCounter));
  const [dialogOpen, setDialogOpen] = useState(!gate.allowed);
  const here = `/symbols/funds/diagnosis/detail/${symbol}/`;

  const report = useAsync(async () => (gate.allowed ? diagnosis.analyse({ params: { id: symbol } }) : null), [symbol, gate.allowed]);
  const sameType = useAsync(
    async () => (gate.allowed ? (await diagnosis.analyseRecommendFunds({ params: { id: symbol }, query: { page: 1, page_size: PAGE_SIZE.diagnosisHotSameTypeFunds } })).results : []),
    [symbol, gate.allowed],
  );
  const d = report.data;

  useEffect(() => {
    if (d) rememberDiagnosis(symbol, d);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remembered once per report, not again on a refetch of it
  }, [d?.id]);

  if (!gate.allowed) {
    return (
      <View className="diagnosis-detail-page">
        <ImageDialog
          visible={dialogOpen}
          src={DIAGNOSIS_LOGIN_IMAGE}
          alt={DIAGNOSIS_TEXTS.loginImageAlt}
          imageClassName="dd-login-image"
          onTap={() => void navigate(loginUrl(here))}
          onClose={() => {
            setDialogOpen(false);
            void back('/symbols/funds/diagnosis/search');
          }}
        />
      </View>
    );
  }
  if (!d) {
    return (
      <View className="diagnosis-detail-page">
        {report.status === 'error' ? <ErrorView text={report.error} onRetry={() => void report.reload()} retryable={report.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="diagnosis-detail-page">
      <View className="card dd-header">
        <View className="dd-fund">
          <Text className="dd-name">{d.abbr_name ?? symbol}</Text>
          <Text className="dd-meta">{`${symbol} · ${DIAGNOSIS_TEXTS.analyseDate} ${d.analyse_date}`}</Text>
          {d.is_recommended ? <Text className="dd-tag">{DIAGNOSIS_TEXTS.recommended}</Text> : null}
        </View>
        <View className="dd-score">
          <DiagnosisScore score={d.score} size="large" />
          <Text className="dd-meta">{DIAGNOSIS_TEXTS.score}</Text>
        </View>
      </View>
      {gate.remaining !== null ? <Text className="dd-guest">{DIAGNOSIS_TEXTS.guestRemaining(gate.remaining)}</Text> : null}
      <DiagnosisReport diagnosis={d} />
      {sameType.data && sameType.data.length > 0 ? (
        <View className="card">
          <Text className="dd-section">{DIAGNOSIS_TEXTS.sameType}</Text>
          {sameType.data.map((f) => (
            <FundRowItem key={f.symbol} fund={f} field="percent_year" onOpen={(x) => void navigate(`/symbols/funds/diagnosis/detail/${x.symbol}/`)} />
          ))}
        </View>
      ) : null}
    </View>
  );
}

export default largeTextPage(DiagnosisDetailPage);
