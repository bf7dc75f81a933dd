// Where SMS codes go. A real deployment plugs a gateway in here; the default keeps each message in the
// database (sms_outbox, read by the development endpoint) and logs only that a code went to a masked mobile.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { maskMobile } from '@fund/core';
import type { DB } from '../../db/schema';
import { lookupHash } from '../auth/field-protection';
import { iso } from '../auth/timestamps';

export interface SmsSender {
  sendCaptcha(mobile: string, code: string, now: Date): Promise<void>;
}

export function mobileLookupHash(mobile: string): string {
  return lookupHash('mobile', mobile);
}

export function databaseSmsSender(db: Kysely<DB>, log: FastifyBaseLogger): SmsSender {
  return {
    async sendCaptcha(mobile, code, now) {
      await db.insertInto('sms_outbox').values({ mobile_hash: mobileLookupHash(mobile), code, sent_at: iso(now) }).execute();
      log.info({ mobile: maskMobile(mobile) }, '短信验证码已发送');
    },
  };
}
