// Demo mode only (absent in production), for logged-in users: read the market clock and move it forward,
// which runs settlement for every day passed. Body of advance: {days?: int, to?: ISO time}.
import type { FastifyInstance } from 'fastify';
import { s, validate } from '@fund/core';
import { validationFailed } from '../http/api-error';
import { requireUserId } from '../modules/auth/sessions';
import { engineOf } from './engine-registry';
import { shanghaiDate } from './market-clock';
import { runSettlement } from './settlement';

const advanceBody = s.object({ days: s.optional(s.int({ min: 0, max: 3660 })), to: s.optional(s.string({ pattern: /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/ })) });

export async function devClockRoutes(app: FastifyInstance): Promise<void> {
  if (app.mode !== 'demo') return;
  const clock = () => engineOf(app.database).clock;
  const answer = () => ({ now: clock().now().toISOString(), date: shanghaiDate(clock().now()) });

  app.get('/dev/clock', async (request) => {
    await requireUserId(app.database.db, request);
    return answer();
  });
  app.post('/dev/clock/advance', async (request) => {
    await requireUserId(app.database.db, request);
    const checked = validate(advanceBody, request.body ?? {}, { coerce: false });
    if (!checked.ok) throw validationFailed(checked.errors);
    const options = { marketMoves: engineOf(app.database).marketMoves };
    await runSettlement(app.database.db, clock().now(), options);
    const to = checked.value.to === undefined ? undefined : new Date(checked.value.to);
    clock().advance({ days: checked.value.days, to });
    const report = await runSettlement(app.database.db, clock().now(), options);
    // New NAVs were published: cached market reads must not outlive them.
    if (report.closedDays.length > 0) app.marketCache.clear();
    return { ...answer(), confirmed: report.confirmed, closed_days: report.closedDays };
  });
}
