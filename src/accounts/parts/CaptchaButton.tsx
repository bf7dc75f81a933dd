import { Button } from '@tarojs/components';
import type { CaptchaButtonState } from '@fund/core/account';

/** 获取验证码, then 重新发送(n) for 60 s. */
export function CaptchaButton({ state, onSend }: { state: CaptchaButtonState; onSend: () => void }) {
  return (
    <Button className="af-captcha tap" disabled={state.disabled} onClick={onSend}>
      {state.text}
    </Button>
  );
}
