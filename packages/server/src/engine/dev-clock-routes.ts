// Demo mode only (absent in production), for logged-in users: read the market clock and move it forward,
// which runs settlement for every day passed. Body of advance: {days?: int, to?: ISO time}.
import type { FastifyInstance } from 'fastify';
import { s, validate } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import { validationFailed } from '../http/api-error';
import { requireUserId } from '../modules/account/auth/sessions';
import { engineOf } from './engine-registry';
import { advanceSharedClock, syncClock } from '../clock/shared-clock';
import { settleWhenFree } from './settlement-lease';

const advanceBody = s.object({ days: s.optional(s.int({ min: 0, max: 3660 })), to: s.optional(s.string({ pattern: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/ })) });

export async function devClockRoutes(app: FastifyInstance): Promise<void> {
  if (app.mode !== 'demo') return;
  const clock = () => app.clock;
  const answer = () => ({ now: clock().instant().toISOString(), date: beijingDate(clock().now()) });

  const engine = () => engineOf(app.database);
  // Several nodes of one database move one clock (shared-clock.ts); each adopts the latest move first.
  const sync = async () => {
    if (engine().sharedClock) await syncClock(app.database.db, clock(), true);
  };

  app.get('/dev/clock', async (request) => {
    await requireUserId(app.database.db, request);
    await sync();
    return answer();
  });
  app.post('/dev/clock/advance', async (request) => {
    await requireUserId(app.database.db, request);
    const checked = validate(advanceBody, request.body ?? {}, { coerce: false });
    if (!checked.ok) throw validationFailed(checked.errors);
    const options = { marketMoves: engine().marketMoves, navsImported: app.ports.marketFeed.importsOnly };
    await sync();
    const now = () => clock().instant();
    await settleWhenFree(app.database.db, now, options);
    const move = { days: checked.value.days, to: checked.value.to === undefined ? undefined : new Date(checked.value.to) };
    if (engine().sharedClock) await advanceSharedClock(app.database.db, clock(), move);
    else clock().advance(move);
    const report = await settleWhenFree(app.database.db, now, options);
    return { ...answer(), confirmed: report.confirmed, closed_days: report.closedDays };
  });
}
