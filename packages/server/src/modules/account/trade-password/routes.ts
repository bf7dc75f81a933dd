// Trade password calls: is set, set, verify, change, reset.
import type { FastifyInstance } from 'fastify';
import { accountExtrasContract as X, statusFlag } from '@fund/core/account';
import { CONTRACT } from '@fund/core/api';
import { TRADE_PASSWORD_SCREEN_TEXTS } from '@fund/core/trade';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../auth/sessions';
import { changeTradePassword, isTradePasswordSet, resetTradePassword, setTradePassword, verifyTradePassword } from './service';

const A = CONTRACT.accounts;

export async function tradePasswordRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);

  registerCall(app, A.isTradePasswordSet, async ({ request }) => ({ status: statusFlag(await isTradePasswordSet(db(), await user(request))) }));

  registerCall(app, X.setTradePassword, async ({ request, body }) => {
    await setTradePassword(db(), await user(request), body.password, body.repeat_password, now());
    return { detail: TRADE_PASSWORD_SCREEN_TEXTS.setDone };
  });

  registerCall(app, X.verifyTradePassword, async ({ request, body }) => {
    await verifyTradePassword(db(), await user(request), body.password, now());
    return { detail: TRADE_PASSWORD_SCREEN_TEXTS.verified };
  });

  registerCall(app, A.changeTradePassword, async ({ request, body }) => {
    await changeTradePassword(db(), await user(request), body.old_password, body.password, now());
    return { detail: TRADE_PASSWORD_SCREEN_TEXTS.changeDone };
  });

  registerCall(app, A.resetTradePassword, async ({ request, body }) => {
    await resetTradePassword(db(), await user(request), body.id_card_no, body.captcha, body.password, now());
    return { detail: TRADE_PASSWORD_SCREEN_TEXTS.resetDone };
  });
}
