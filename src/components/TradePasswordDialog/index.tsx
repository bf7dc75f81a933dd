import { useRef, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { initialPadState, padReducer, TRADE_PASSWORD_TEXTS, type PadEvent, type PadState } from '@fund/core/trade';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import { useBindingDelay } from '@/hooks/useBindingDelay';
import { tapLabel, BUTTON_ROLE } from '../tap-label';
import './index.css';

export interface TradePasswordDialogProps {
  visible: boolean;
  /** A line above the boxes, e.g. 买入 演示成长混合A 1,000.00元. */
  summary?: string;
  /** Sends the password; resolves to the server's error line, or null when it was accepted. */
  onSubmit: (password: string) => Promise<string | null>;
  onClose?: () => void;
  /** The 忘记密码 link: the trade-password reset page. */
  onForgot?: () => void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const;
const BOXES = [0, 1, 2, 3, 4, 5] as const;

/** Six boxes over our own numeric keypad: the same on WeChat, QQ and H5, and never the system keyboard. */
export function TradePasswordDialog({ visible, summary, onSubmit, onClose, onForgot }: TradePasswordDialogProps) {
  const [state, setState] = useState<PadState>(initialPadState);
  // Taps can arrive faster than renders: the ref is the truth, the state only redraws.
  const current = useRef<PadState>(initialPadState);
  const bound = useBindingDelay(visible);

  const dispatch = (event: PadEvent) => {
    const step = padReducer(current.current, event);
    current.current = step.state;
    setState(step.state);
    if (step.submit === undefined) return;
    onSubmit(step.submit).then(
      (error) => dispatch({ type: 'answered', error }),
      () => dispatch({ type: 'answered', error: null }),
    );
  };

  const close = () => {
    dispatch({ type: 'reset' });
    onClose?.();
  };

  if (!visible) return null;
  // The mask is up at once and swallows taps; the pad (every key of it) comes after the binding delay.
  return (
    <View className="trade-password-dialog">
      <View className="tpd-mask" aria-hidden="true" onClick={bound ? close : undefined} />
      {bound ? (
        <View className="tpd-panel" role="dialog" ariaLabel={TRADE_PASSWORD_TEXTS.title}>
          <View className="tpd-header">
            <Text className="tpd-title">{TRADE_PASSWORD_TEXTS.title}</Text>
            <Text className="tpd-close" {...tapLabel(ACCESSIBILITY_TEXTS.close)} onClick={close}>
              ×
            </Text>
          </View>
          {summary ? <Text className="tpd-summary">{summary}</Text> : null}
          <View className="tpd-boxes" role="img" ariaLabel={ACCESSIBILITY_TEXTS.passwordEntered(state.digits.length, BOXES.length)}>
            {BOXES.map((i) => (
              <View key={i} className={`tpd-box${i < state.digits.length ? ' tpd-box-filled' : ''}`} aria-hidden="true">
                {i < state.digits.length ? '●' : ''}
              </View>
            ))}
          </View>
          {state.digits === '' && state.error === null ? <Text className="tpd-placeholder">{TRADE_PASSWORD_TEXTS.placeholder}</Text> : null}
          {state.error !== null ? <Text className="tpd-error">{state.error}</Text> : null}
          <View className="tpd-actions">
            <Text className="tpd-forgot tap" {...tapLabel(TRADE_PASSWORD_TEXTS.forgotPassword)} onClick={() => onForgot?.()}>
              {TRADE_PASSWORD_TEXTS.forgotPassword}
            </Text>
            <Button className="tpd-submit" disabled={state.submitting} onClick={() => dispatch({ type: 'submit' })}>
              {state.submitting ? TRADE_PASSWORD_TEXTS.submitting : TRADE_PASSWORD_TEXTS.submit}
            </Button>
          </View>
          <View className="tpd-keypad">
            {KEYS.map((key, i) => (
              <View {...BUTTON_ROLE}
                key={i}
                className={`tpd-key${key === '' ? ' tpd-key-blank' : ''}`}
                data-key={key}
                {...(key === '' ? { 'aria-hidden': 'true' } : tapLabel(key === 'del' ? ACCESSIBILITY_TEXTS.deleteDigit : key))}
                onClick={() => {
                  if (key === 'del') dispatch({ type: 'delete' });
                  else if (key !== '') dispatch({ type: 'digit', digit: key });
                }}
              >
                {key === 'del' ? '⌫' : key}
              </View>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  );
}

export default TradePasswordDialog;
