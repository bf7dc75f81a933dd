// Where SMS codes go: the SMS port chosen at app build (ports/), which in demo mode is the simulator's
// outbox in the database (read by the development endpoint).
import type { SmsPort } from '../../../ports/outside-world';
import { lookupHash } from '../auth/field-protection';

export interface SmsSender {
  sendCaptcha(mobile: string, code: string, now: Date): Promise<void>;
}

export function mobileLookupHash(mobile: string): string {
  return lookupHash('mobile', mobile);
}

/** The SMS port as the captcha rules see it, for one request (the simulator notes who asked). */
export function smsSenderFor(port: SmsPort, requester: string | null): SmsSender {
  return { sendCaptcha: (mobile, code, now) => port.sendCaptcha(mobile, code, now, requester) };
}
