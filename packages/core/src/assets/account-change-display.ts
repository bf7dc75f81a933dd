// Wallet account changes (the ledger's money rows): what each row is, its signed amount and its time.
import type { JsonObject } from '../api/contract/entities';
import { formatAmount, formatSignedAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';
import { toneOf, type PercentTone } from '../money/percent-format';
import { publishTimeText } from '../research/status-display';

export const ACCOUNT_CHANGE_KIND_TEXTS: Readonly<Record<string, string>> = {
  card: '银行卡',
  fee: '手续费',
  wallet: '钱包',
};

export interface AccountChangeRow {
  id: number;
  /** What moved: the memo, else the kind's name. */
  title: string;
  kindText: string;
  amountText: string;
  tone: PercentTone;
  timeText: string;
}

/** A row as the server sends it ({id, kind, amount, memo, created_at}); null when it cannot be read. */
export function readAccountChange(row: JsonObject): AccountChangeRow | null {
  const id = typeof row.id === 'number' ? row.id : null;
  const amount = typeof row.amount === 'string' || typeof row.amount === 'number' ? parseDecimal(row.amount) : null;
  if (id === null || amount === null) return null;
  const kind = typeof row.kind === 'string' ? row.kind : '';
  const kindText = ACCOUNT_CHANGE_KIND_TEXTS[kind] ?? '';
  const memo = typeof row.memo === 'string' ? row.memo.trim() : '';
  const createdAt = typeof row.created_at === 'string' ? row.created_at : '';
  return {
    id,
    title: memo || kindText,
    kindText,
    // A fee is part of the card payment above it, not a move of its own: shown plain, neither in nor out.
    amountText: kind === 'fee' ? formatAmount(amount.abs()) : formatSignedAmount(amount),
    tone: kind === 'fee' ? 'flat' : toneOf(amount.toFixed(2)),
    timeText: createdAt === '' ? '' : publishTimeText(createdAt),
  };
}
