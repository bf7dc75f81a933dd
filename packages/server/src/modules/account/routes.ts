// Session and account calls: signup, login, SMS codes, mobile check, passwords, settings, lists.
import type { FastifyInstance } from 'fastify';
import {
  accountExtrasContract as X,
  SLIDER_TOKEN_FIELD,
  CAPTCHA_TEXTS,
  PASSWORD_RESET_TEXTS,
  SETTINGS_TEXTS,
  statusFlag,
  ACCOUNT_MESSAGES,
} from '@fund/core/account';
import { CONTRACT, s, validate } from '@fund/core/api';
import { MOBILE_MESSAGES, CAPTCHA_SEND_MESSAGES } from '@fund/core/forms';
import { ApiError, detailError, validationFailed } from '../../http/api-error';
import { csrfRequesterHash } from './auth/csrf';
import { registerCall } from '../../http/contract-route';
import { currentUserId, requireUserId, revokeSession, sessionHashOf } from './auth/sessions';
import { checkCaptcha, sendCaptcha } from './sms/captcha-service';
import { smsSenderFor } from './sms/sms-sender';
import { consumeSliderPass } from './slider/slider-service';
import { DEMO_MOBILES } from './demo-account';
import { devSmsRoutes } from './dev-sms-peek';
import { isKnownMobileCode, isValidMobile } from './mobile-rules';
import { settingsOf, setUsername, socialBindingsOf } from './profile-service';
import { CAREERS, MOBILE_CODES } from './reference/account-options';
import { CHINA_AREAS, childAreas } from './reference/china-areas';
import { isMobileRegistered, isOwnMobile } from './mobile-lookup';
import { changePassword, login, resetPassword, signup } from './service';

const A = CONTRACT.accounts;
const sliderQuery = s.object({ [SLIDER_TOKEN_FIELD]: s.optional(s.string({ max: 64 })) });

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();

  registerCall(app, A.login, async ({ body, request }) => {
    // Its password is printed in the README: outside demo mode that account must not open.
    if (app.mode !== 'demo' && DEMO_MOBILES.includes(body.mobile.trim())) throw detailError(403, ACCOUNT_MESSAGES.demoAccountOff);
    return login(db(), { mobile: body.mobile, mobileCodeId: body.mobile_code_id, password: body.password }, request.ip, now());
  });

  registerCall(app, X.logout, async ({ request }) => {
    await revokeSession(db(), request);
    return { detail: ACCOUNT_MESSAGES.loggedOut };
  });

  registerCall(app, A.signup, async ({ body }) => signup(db(), { ...body, mobileCodeId: body.mobile_code_id }, now()));

  registerCall(app, A.checkMobile, async ({ query }) => ({
    status: statusFlag(await isMobileRegistered(db(), query.mobile)),
  }));

  registerCall(app, A.mobileCodes, async () => [...MOBILE_CODES]);

  // A slider pass is needed unless a logged-in user asks for a code to their own mobile (SMS bombing:
  // a login must not let anyone send codes to numbers that are not theirs).
  registerCall(app, A.newMobileCaptcha, async ({ query, request }) => {
    if (!isKnownMobileCode(query.mobile_code_id)) throw validationFailed({ mobile_code_id: [ACCOUNT_MESSAGES.mobileCodeUnknown] });
    if (!isValidMobile(query.mobile, query.mobile_code_id)) throw validationFailed({ mobile: [MOBILE_MESSAGES.invalid] });
    const userId = await currentUserId(db(), request);
    const own = userId !== null && (await isOwnMobile(db(), userId, { mobile: query.mobile, mobileCodeId: query.mobile_code_id }));
    if (!own) {
      const slider = validate(sliderQuery, request.query ?? {}, { coerce: true });
      const pass = slider.ok ? slider.value[SLIDER_TOKEN_FIELD] : undefined;
      if (pass === undefined || !(await consumeSliderPass(db(), pass, now()))) {
        throw new ApiError(400, { slider: [CAPTCHA_SEND_MESSAGES.sliderRequired] });
      }
    }
    await sendCaptcha(db(), smsSenderFor(app.ports.sms, csrfRequesterHash(request)), query.mobile, now());
    return { detail: CAPTCHA_TEXTS.sent };
  });

  registerCall(app, A.verifyMobileCaptcha, async ({ query }) => {
    await checkCaptcha(db(), query.mobile.trim(), query.captcha, false, now());
    return { detail: '验证码正确' };
  });

  registerCall(app, A.setPassword, async ({ body }) => {
    await resetPassword(db(), body, now());
    return { detail: PASSWORD_RESET_TEXTS.done };
  });

  registerCall(app, A.changePassword, async ({ body, request }) => {
    await changePassword(db(), await requireUserId(db(), request), body, sessionHashOf(request), now());
    return { detail: SETTINGS_TEXTS.changeLoginPasswordDone };
  });

  registerCall(app, A.settings, async ({ request }) => settingsOf(db(), await requireUserId(db(), request)));

  registerCall(app, A.saveSettings, async ({ body, request }) => {
    const userId = await requireUserId(db(), request);
    if (body.username !== undefined) await setUsername(db(), userId, body.username, now());
    return settingsOf(db(), userId);
  });

  registerCall(app, A.setUsername, async ({ body, request }) => {
    await setUsername(db(), await requireUserId(db(), request), body.username, now());
    return { detail: '用户名设置成功' };
  });

  registerCall(app, A.socialBindings, async ({ request }) => socialBindingsOf(db(), await requireUserId(db(), request)));
  registerCall(app, A.careers, async () => [...CAREERS]);
  registerCall(app, A.chinaAreas, async ({ query }) => (query.parent === undefined ? [...CHINA_AREAS] : childAreas(query.parent)));

  if (app.mode === 'demo') devSmsRoutes(app);
}
