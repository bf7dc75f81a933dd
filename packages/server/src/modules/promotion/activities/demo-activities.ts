// Demo coupon activities around the demo clock: two running (one with a cash coupon), one reached only by
// its code, one not yet started and one ended, so every state of the list shows. Written once.
import type { Kysely } from 'kysely';
import { CASH_COUPON_BUSINESS } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import { iso } from '../../account/auth/timestamps';
import { anyActivity, insertActivity } from './activity-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The code of the demo activity reached only by a shared code. */
export const DEMO_ACTIVITY_CODE = 'FRIENDS2026';

export async function seedCouponActivities(db: Kysely<DB>, now: Date): Promise<string[]> {
  if (await anyActivity(db)) return [];
  const day = (n: number) => iso(new Date(now.getTime() + n * DAY_MS));
  const fund = (name: string, amount: string, min: string, days: number) => ({ name, description: '基金申购确认后返现', amount, expense_min: min, apply_business: 'fund', valid_days: days });
  await insertActivity(db, { code: 'NEWCOMER', name: '新人专享礼包', description: '新用户首次领取，申购基金满额即返现', start_at: day(-7), end_at: day(30), budget: 1000 },
    [fund('满100返10元', '10.00', '100.00', 30), { name: '5元现金券', description: '无门槛现金券', amount: '5.00', expense_min: '0.00', apply_business: CASH_COUPON_BUSINESS, valid_days: 15 }]);
  await insertActivity(db, { code: 'PLAN-MONTH', name: '定投月返现', description: '开启定投，申购满500元返20元', start_at: day(-3), end_at: day(14), budget: 200 }, [fund('满500返20元', '20.00', '500.00', 30)]);
  await insertActivity(db, { code: DEMO_ACTIVITY_CODE, name: '好友分享专属券', description: '凭好友分享的活动码领取', listed: false, start_at: day(-1), end_at: day(10), budget: 50 }, [fund('满200返8元', '8.00', '200.00', 20)]);
  await insertActivity(db, { code: 'DOUBLE12', name: '双十二理财节', description: '12月12日开抢，数量有限', start_at: day(10), end_at: day(20), budget: 500 }, [fund('满1000返30元', '30.00', '1000.00', 30)]);
  await insertActivity(db, { code: 'AUTUMN', name: '金秋理财季', description: '活动已结束，感谢参与', start_at: day(-40), end_at: day(-10), budget: 300 }, [fund('满300返12元', '12.00', '300.00', 30)]);
  return ['已写入演示领券活动: 5 个'];
}
