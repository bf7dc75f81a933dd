// A per-address throttle (@fastify/rate-limit) in front of the calls a guest can make that cost us
// something: login, signup, password reset, SMS and captcha. Other limits (per mobile, per account)
// live in the services; this one stops a single address from hammering them all.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { accountExtrasContract } from '@fund/core/account';
import { CONTRACT, type Route } from '@fund/core/api';
import { detailError } from './api-error';
import { HTTP_MESSAGES } from './messages';
import type { RateLimitConfig } from '../config';

const A = CONTRACT.accounts;
const X = accountExtrasContract;

/** The guarded calls, as core names them. */
export const THROTTLED_ROUTES: Route[] = [
  A.login,
  A.signup,
  A.setPassword,
  A.newMobileCaptcha,
  A.verifyMobileCaptcha,
  A.checkMobile,
  X.sliderChallenge,
  X.verifySlider,
  CONTRACT.bankCards.verifyIdentity,
];

const API_PREFIX = '/api/v1';
// Fastify spells path parameters `:id`; core spells them `{id}`.
const key = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Call before any route is registered: routes listed above are throttled as they are added. */
export async function installRateLimits(app: FastifyInstance, limit: RateLimitConfig): Promise<void> {
  const guarded = new Set(THROTTLED_ROUTES.map((r) => key(r.method, `${API_PREFIX}${r.path}`)));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => guarded.has(key(m, route.url)))) return;
    route.config = { ...(route.config ?? {}), rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Each address has its own count per call; request.ip honours TRUST_PROXY.
    keyGenerator: (request) => `${request.routeOptions.url ?? ''}|${request.ip}`,
    errorResponseBuilder: (_request, context) => detailError(429, HTTP_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}
