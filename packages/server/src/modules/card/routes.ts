// Banks, my cards (list, detail, default), card check, the bind flow's verify and bind.
import type { FastifyInstance } from 'fastify';
import { accountExtrasContract as X } from '@fund/core/account';
import { CONTRACT } from '@fund/core/api';
import { BANK_CARD_SCREEN_TEXTS } from '@fund/core/card';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { csrfRequesterHash } from '../account/auth/csrf';
import { smsSenderFor } from '../account/sms/sms-sender';
import { pathId } from '../account/users/routes';
import { BANKS, bankWire } from './banks';
import { CARD_MESSAGES } from './card-rules';
import { bindCard, checkCard, myCard, myCards, setDefaultCard, verifyCard } from './service';

const B = CONTRACT.bankCards;

export async function bankCardRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  const user = (request: Parameters<typeof requireUserId>[1]) => requireUserId(db(), request);

  registerCall(app, B.banks, async () => BANKS.map(bankWire));
  registerCall(app, B.mine, async ({ request, query }) => myCards(db(), await user(request), query.is_default === true));
  registerCall(app, X.bankCard, async ({ request, params }) => myCard(db(), await user(request), pathId(params, 'id', CARD_MESSAGES.notFound)));
  registerCall(app, X.setDefaultBankCard, async ({ request, params }) =>
    setDefaultCard(db(), await user(request), pathId(params, 'id', CARD_MESSAGES.notFound), now()),
  );
  registerCall(app, B.check, async ({ request, body }) => {
    await user(request);
    return checkCard(body.bank_card_no);
  });
  registerCall(app, B.verifyIdentity, async ({ request, body }) => {
    await verifyCard(db(), smsSenderFor(app.ports.sms, csrfRequesterHash(request)), await user(request), body, app.ports.bank, now());
    return { detail: BANK_CARD_SCREEN_TEXTS.codeSentToBank };
  });
  registerCall(app, B.bind, async ({ request, body }) => bindCard(db(), await user(request), body, app.ports.bank, now()));
}
