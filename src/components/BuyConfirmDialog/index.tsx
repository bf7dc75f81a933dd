import type { BuySubmitOutcome, SellSubmitOutcome } from '@fund/core/trade';
import type { Decision } from '@fund/core/api';
import TradePasswordDialog from '../TradePasswordDialog';

export type ConfirmOutcome = BuySubmitOutcome | SellSubmitOutcome;

export interface BuyConfirmDialogProps {
  visible: boolean;
  /** 购买 演示成长混合A 1,000.00元 */
  summary: string;
  /** The flow's submit: places the order with the submission's intent. */
  submit: (password: string) => Promise<ConfirmOutcome>;
  /** The order was placed: the trade detail's spec URL. */
  onDone: (url: string, tradeId: number) => void;
  /** A failure that is not the dialog's line (e.g. the login expired): the dialog closes. */
  onFailed?: (decision: Decision) => void;
  onClose?: () => void;
  onForgot?: () => void;
}

/**
 * The buy (and sell) confirmation: the order summary above the trade-password pad. Six digits submit
 * once; a refusal stays in the dialog as its error line for another try with the same intent.
 */
export function BuyConfirmDialog({ visible, summary, submit, onDone, onFailed, onClose, onForgot }: BuyConfirmDialogProps) {
  const onSubmit = async (password: string): Promise<string | null> => {
    const outcome = await submit(password);
    if (outcome.type === 'error') return outcome.message;
    if (outcome.type === 'done') onDone(outcome.url, outcome.tradeId);
    if (outcome.type === 'failed') onFailed?.(outcome.decision);
    return null;
  };
  return <TradePasswordDialog visible={visible} summary={summary} onSubmit={onSubmit} onClose={onClose} onForgot={onForgot} />;
}

export default BuyConfirmDialog;
