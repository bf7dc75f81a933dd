// The bank the card binding talks to. The simulated gateway answers by card number so every outcome
// can be tried by hand; all test numbers pass Luhn and are documented in the README.
export type GatewayOutcome = 'ok' | 'verify_timeout' | 'identityverification_realname_error' | 'bank_card_exist';

export interface BankGateway {
  /** Checks that the card, the holder's name and ID and the reserved mobile belong together. */
  verifyCard(input: { cardNo: string; realName: string; idCardNo: string; mobile: string }): Promise<GatewayOutcome>;
  /** The bank's status for a newly bound card: Verified (usable) or NeedsAuth (must be authenticated again). */
  initialStatus(cardNo: string): number;
}

export const TEST_CARDS = {
  /** 工商银行 and 招商银行: bind and pay normally. */
  success: ['6222020000000000018', '6225880000000000028'],
  /** 建设银行: binds, then shows NeedsAuth (the bank upgraded its channel) until authenticated again. */
  needsReauth: '6217000000000000053',
  /** 中国银行: the bank does not answer (verify_timeout). */
  timeout: '6216610000000000099',
  /** 农业银行: the bank says the card is bound elsewhere (bank_card_exist). */
  alreadyBound: '6228480000000000083',
  /** Unknown BIN: not a supported bank (bank_no_valid). */
  unsupported: '6270660000000000079',
  /** 华夏银行: the bank is suspended (bank_status_no_valid). */
  bankSuspended: '6226300000000000069',
  /** 中信银行: the holder's name does not match the card (identityverification_realname_error). */
  nameMismatch: '6226900000000000048',
} as const;

export const simulatedBankGateway: BankGateway = {
  async verifyCard({ cardNo }) {
    if (cardNo === TEST_CARDS.timeout) return 'verify_timeout';
    if (cardNo === TEST_CARDS.alreadyBound) return 'bank_card_exist';
    if (cardNo === TEST_CARDS.nameMismatch) return 'identityverification_realname_error';
    return 'ok';
  },
  initialStatus(cardNo) {
    return cardNo === TEST_CARDS.needsReauth ? 5 : 1;
  },
};
