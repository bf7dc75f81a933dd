// Wire codes of the account area.

/** The status of a yes-or-no answer (check_mobile: registered; is_trade_password_set: set). */
export const StatusFlag = {
  No: 0,
  Yes: 1,
} as const;
export type StatusFlag = (typeof StatusFlag)[keyof typeof StatusFlag];

export function statusFlag(yes: boolean): StatusFlag {
  return yes ? StatusFlag.Yes : StatusFlag.No;
}
