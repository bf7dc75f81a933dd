import { View, Text, Input } from '@tarojs/components';
import type { FormBinding } from '@/hooks/useForm';
import './account.css';

export interface FormFieldProps {
  form: FormBinding;
  name: string;
  label: string;
  placeholder?: string;
  password?: boolean;
  maxlength?: number;
  type?: 'text' | 'number' | 'idcard' | 'digit';
  disabled?: boolean;
  /** Something at the end of the row, e.g. the captcha button. */
  extra?: React.ReactNode;
}

/** One labelled input of a named form: validated on blur, its message under it. */
export function FormField({ form, name, label, placeholder, password, maxlength, type, disabled, extra }: FormFieldProps) {
  const error = form.errors[name];
  return (
    <View className={`af-field${error ? ' af-field-error' : ''}`} data-field={name}>
      <View className="af-row">
        <Text className="af-label">{label}</Text>
        <Input
          className="af-input"
          name={name}
          value={form.values[name] ?? ''}
          placeholder={placeholder}
          password={password}
          maxlength={maxlength}
          type={type}
          disabled={disabled}
          onInput={(e) => form.set(name, e.detail.value)}
          onBlur={(e) => form.blur(name, e.detail.value)}
        />
        {extra}
      </View>
      {error ? <Text className="af-error">{error}</Text> : null}
    </View>
  );
}

/** The form's errors as a list under the fields (spec: errors show per field and in a list). */
export function ErrorList({ form }: { form: FormBinding }) {
  const messages = Object.values(form.errors).filter((m): m is string => typeof m === 'string' && m !== '');
  if (messages.length === 0) return null;
  return (
    <View className="af-error-list">
      {messages.map((m) => (
        <Text key={m} className="af-error-item">
          {m}
        </Text>
      ))}
    </View>
  );
}
