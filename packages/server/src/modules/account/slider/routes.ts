// The slider puzzle and the CSRF token: what a guest fetches before the first unsafe call.
import type { FastifyInstance } from 'fastify';
import { accountExtrasContract as X } from '@fund/core/account';
import { registerCall } from '../../../http/contract-route';
import { csrfCookie, issueCsrfToken } from '../auth/csrf';
import { issueChallenge, verifyChallenge } from './slider-service';

export async function sliderRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();

  registerCall(app, X.csrfToken, async ({ reply }) => {
    const csrftoken = issueCsrfToken();
    reply.header('set-cookie', csrfCookie(csrftoken));
    return { csrftoken };
  });

  registerCall(app, X.sliderChallenge, async () => issueChallenge(db(), now()));
  registerCall(app, X.verifySlider, async ({ body }) => verifyChallenge(db(), body.token, body.offset, now()));
}
