import { navigate } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { BuyConfirmDialog, type ConfirmOutcome } from '@/components/BuyConfirmDialog';

export interface TradeConfirmDialogProps {
  visible: boolean;
  summary: string;
  submit: (password: string) => Promise<ConfirmOutcome>;
  /** Hides the dialog (the page owns its visibility). */
  onHide: () => void;
  /** Called when the user closes the pad: the flow forgets the submission. */
  onCancel: () => void;
}

/**
 * The trade screens' password step: an order placed replaces the screen with its detail, a failure the
 * dialog cannot show becomes the catalogue's decision, and 忘记密码 opens the reset.
 */
export function TradeConfirmDialog({ visible, summary, submit, onHide, onCancel }: TradeConfirmDialogProps) {
  return (
    <BuyConfirmDialog
      visible={visible}
      summary={summary}
      submit={submit}
      onDone={(url) => {
        onHide();
        void navigate(url, { replace: true });
      }}
      onFailed={(decision) => {
        onHide();
        void showDecision(decision);
      }}
      onClose={() => {
        onCancel();
        onHide();
      }}
      onForgot={() => void navigate('/accounts/trade_password/reset/')}
    />
  );
}
