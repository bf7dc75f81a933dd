// The simulator adapters: the test bank of the README, an SMS outbox in the database, an identity check
// that accepts any well-formed name, and the generated demo market.
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@fund/core/money';
import type { Database } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { iso } from '../modules/account/auth/timestamps';
import { simulatedBankGateway } from '../modules/card/bank-gateway';
import { insertOutboxMessage } from '../modules/account/sms/captcha-repo';
import { mobileLookupHash } from '../modules/account/sms/sms-sender';
import type { OutsidePorts } from './outside-world';
import { simulatedPayment } from './payment';
import { simulatedCaptcha, simulatedWxApp } from './promotion-simulators';
import { importedMarketFeed } from '../market-import/imported-feed';

/**
 * `movesPublishedDays`: the demo server's generated market, whose days move. Otherwise (production, even on
 * simulators) the market feed is the import's, not a simulator: production never invents a price.
 */
export function simulatorPorts(database: Database, log: FastifyBaseLogger, movesPublishedDays: boolean): OutsidePorts {
  return {
    bank: { adapterName: '模拟银行', simulator: true, ...simulatedBankGateway },
    sms: {
      adapterName: '短信发件箱（数据库）',
      simulator: true,
      async sendCaptcha(mobile, code, now, requester) {
        await insertOutboxMessage(database.db, { mobile_hash: mobileLookupHash(mobile), code, sent_at: iso(now), requester_hash: requester });
        log.info({ mobile: maskMobile(mobile) }, '短信验证码已发送');
      },
    },
    identity: { adapterName: '模拟实名认证', simulator: true, verifyName: async () => 'match' },
    payment: simulatedPayment,
    captcha: simulatedCaptcha,
    wxApp: simulatedWxApp,
    marketFeed: movesPublishedDays
      ? {
          adapterName: '演示行情（生成）',
          simulator: true,
          movesPublishedDays,
          importsOnly: false,
          async prepare(db, now) {
            const seed = await seedDemoMarket(db.db, { now });
            return seed.seeded ? `已生成演示行情: ${seed.funds} 只基金，${seed.navRows} 条净值，截至 ${seed.asOf}，用时 ${seed.ms} ms` : null;
          },
        }
      : importedMarketFeed,
  };
}

