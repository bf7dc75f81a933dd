// /accounts/identity_verfications/ (the spec's spelling): mine, submit, private-fund flag, location.
import type { FastifyInstance } from 'fastify';
import { BANK_CARD_ERRORS } from '@fund/core/card';
import { CONTRACT } from '@fund/core/api';
import { ApiError } from '../../../http/api-error';
import { registerCall } from '../../../http/contract-route';
import { currentUserId, requireUserId } from '../auth/sessions';
import { detectLocation, identityOf, setPrivateFundQualified, submitIdentity } from './service';

const A = CONTRACT.accounts;

export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();

  registerCall(app, A.identityMine, async ({ request }) => identityOf(db(), await requireUserId(db(), request)));
  registerCall(app, A.submitIdentity, async ({ request, body }) => {
    const userId = await requireUserId(db(), request);
    // The identity port (a real-name provider; the simulator in demo) must agree the name owns the number.
    if ((await app.ports.identity.verifyName(body.real_name.trim(), body.id_card_no.trim())) !== 'match') {
      throw new ApiError(400, { real_name: [BANK_CARD_ERRORS.identityverification_realname_error] });
    }
    return submitIdentity(db(), userId, body.real_name, body.id_card_no, now());
  });
  registerCall(app, A.setPrivateFundQualified, async ({ request, body }) => {
    await setPrivateFundQualified(db(), await requireUserId(db(), request), body.qualified, now());
    return { detail: body.qualified ? '已确认合格投资者身份' : '已取消合格投资者确认' };
  });
  registerCall(app, A.locationDetect, async ({ request }) => detectLocation(db(), await currentUserId(db(), request)));
}
