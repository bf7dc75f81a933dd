// What pays for a buy: a bank card (bank single limit) or the cash treasure balance.
import type { DecimalInput } from '../money/decimal';

export type BuyPayment =
  | {
      kind: 'bank_card';
      /** The bank's single-transaction limit; 0 or null means none. */
      singleLimit: DecimalInput | null;
      /** Online-banking payment is not bound by the single limit of the quick-pay channel. */
      onlinePay: boolean;
      /** The card's unavailability note (see bankCardNote); while set, the card explains itself. */
      note: string | null;
    }
  | {
      kind: 'bao';
      /** The cash treasure amount available to pay with (shares_enable, 1 share = 1 yuan). */
      available: DecimalInput;
      note: string | null;
    };
