import { useState } from 'react';
import { View, Text, Button, Input } from '@tarojs/components';
import { failureText, isApiError } from '@fund/core/api';
import { STORE_MESSAGES, STORE_PAGE_TEXTS as T, STORE_URLS, checkStoreApplyForm, type StoreApplyErrors, type StoreApplyField } from '@fund/core/store';
import { navigate, toast, largeTextPage } from '@/platform';
import { store } from '../store-components/store-services';
import { tapLabel } from '@/components/tap-label';
import '../store-components/store.css';

const FIELDS: { key: Exclude<StoreApplyField, 'agreement'>; label: string; placeholder: string }[] = [
  { key: 'name', label: T.name, placeholder: T.namePlaceholder },
  { key: 'introduction', label: T.introduction, placeholder: T.introductionPlaceholder },
  { key: 'avatar', label: T.avatar, placeholder: T.avatarPlaceholder },
  { key: 'qualification_no', label: T.qualificationNo, placeholder: T.qualificationPlaceholder },
];

/** The server's field messages, first of each field, for the fields this form has. */
function serverErrors(err: unknown): StoreApplyErrors {
  if (!isApiError(err)) return {};
  const out: StoreApplyErrors = {};
  for (const f of [...FIELDS.map((x) => x.key), 'agreement' as const]) {
    const first = err.errors[f]?.[0];
    if (first) out[f] = first;
  }
  return out;
}

/** /store/apply_form/: name, introduction, avatar, qualification number and the agreement; checked here and again by the server. */
function StoreApplyFormPage() {
  const [values, setValues] = useState({ name: '', introduction: '', avatar: '', qualification_no: '' });
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<StoreApplyErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const form = { ...values, agreement };
    const found = checkStoreApplyForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await store.submitApply({ body: form });
      toast(STORE_MESSAGES.applied);
      await navigate(STORE_URLS.apply, { replace: true });
    } catch (err) {
      const fields = serverErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="st-page store-apply-form">
      <View className="st-section">
        {FIELDS.map((f) => (
          <View key={f.key} className={`st-field apply-field-${f.key}`}>
            <Text>{f.label}</Text>
            <Input className={`st-input apply-${f.key}`} value={values[f.key]} placeholder={f.placeholder} onInput={(e) => setValues((v) => ({ ...v, [f.key]: e.detail.value }))} />
            {errors[f.key] ? <Text className="st-error">{errors[f.key]}</Text> : null}
          </View>
        ))}
      </View>
      <View {...tapLabel(T.agreement)} className="st-check apply-agreement tap" onClick={() => setAgreement((a) => !a)}>
        <Text className="st-check-box">{agreement ? '✓' : ''}</Text>
        <Text>{T.agreement}</Text>
      </View>
      {errors.agreement ? <Text className="st-error st-note">{errors.agreement}</Text> : null}
      <Button className="st-button apply-submit" disabled={busy} onClick={() => void submit()}>
        {T.submit}
      </Button>
    </View>
  );
}

export default largeTextPage(StoreApplyFormPage);
