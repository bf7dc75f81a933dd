// Wire codes of bank cards.

/** Bank card status codes the client acts on. */
export const BankCardStatus = {
  Unavailable: 0,
  /** Binding a card in this status sends no identity number or real name (they are on file). */
  Verified: 1,
  /** With allow_transfer 1: the shares are being moved to another card. */
  ShareTransfer: 3,
  NeedsAuth: 5,
} as const;
export type BankCardStatus = (typeof BankCardStatus)[keyof typeof BankCardStatus];
