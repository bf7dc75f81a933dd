// Builds the Fastify app (used by main.ts and by tests): /api/v1, errors, and optionally the H5 site.
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from './config';
import { type Database, openDatabase } from './db/database';
import './fastify-augment';
import { detailBody } from './http/api-error';
import { engineOf } from './engine/engine-registry';
import { ServerClock } from './clock/server-clock';
import { syncClock, syncDue } from './clock/shared-clock';
import { engineRoutes } from './engine/engine-routes';
import { installErrorHandler } from './http/error-handler';
import { createReadCache } from './modules/common/read-cache';
import { onNavsPublished } from './engine/navs-published';
import { API_BROTLI_QUALITY, API_COMPRESS_THRESHOLD_BYTES, API_ENCODINGS } from './http/api-compression';
import { BODY_LIMIT_BYTES, HTTP_MESSAGES } from './http/messages';
import { installRateLimits } from './http/rate-limits';
import { named, registerPlugins } from './http/register-plugins';
import { installSecurityHeaders } from './http/security-headers';
import { installMarketFrontDoor } from './http/market-front-door';
import { choosePorts } from './ports/choose-ports';
import type { OutsidePorts } from './ports/outside-world';
import { simulatorPorts } from './ports/simulators';
import { simulatedSubscribeMessages, type SubscribeMessagePort } from './ports/subscribe-messages';
import { subscribeRoutes } from './modules/notify/routes';
import { setSubscribePort } from './modules/notify/subscribe-port';
import { usePaymentPort } from './ports/payment';
import { type ServerMode, serverModeOf } from './server-mode';
import { registerStaticSite, sendAppShell, sendAppShellHtml, wantsAppShell } from './http/static-site';
import { shellPageFor } from './http/shell-page';
import { accountsSideRoutes } from './modules/accounts-side-routes';
import { bankLogoRoutes } from './modules/card/bank-logos';
import { installCsrfCheck } from './modules/account/auth/csrf';
import { fundsRoutes } from './modules/fund/routes';
import { healthRoutes } from './modules/health/routes';
import { indexesRoutes } from './modules/research/indexes/routes';
import { managersRoutes } from './modules/research/managers/routes';
import { marketRoutes } from './modules/market/routes';
import { portfolioCatalogueRoutes } from './modules/portfolio/catalogue-routes';
import { portfolioOwnerRoutes } from './modules/portfolio/owner/owner-routes';
import { storeRoutes } from './modules/store/routes';
import { researchSideRoutes } from './modules/research-side-routes';
import { searchRoutes } from './modules/research/search/routes';
import { tradingSideRoutes } from './modules/trading-side-routes';
import { futuresRoutes } from './modules/market/futures/routes';
import { walletRoutes } from './modules/wallet/routes';
import { storeIncomeRoutes } from './modules/store/income/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { campaignEngineRoutes } from './modules/promotion/campaign-engine-routes';
import { activitiesAndInvitationsRoutes } from './modules/promotion/activities-and-invitations-routes';
import { recordServedRoutes } from './http/api-reference/served-routes';
import { referenceRoutes } from './http/api-reference/reference-routes';
import { NO_SCHEMA_COMPILERS } from './http/no-schema-compilers';

export const API_PREFIX = '/api/v1';

// Market reads kept in memory (http/market-read.ts): pages of lists and details, least recently used first out.
const MARKET_CACHE_ENTRIES = 2000;

export interface BuildAppOptions {
  /** An open database; when missing an in-memory PGlite is opened and closed with the app. */
  db?: Database;
  /** The built H5 app (dist/h5): served with a history fallback when given. */
  staticDir?: string;
  logger?: boolean;
  /** Used when logger is on; defaults to 'info'. */
  logLevel?: string;
  /** Defaults to what the environment says (server-mode.ts); tests pass it. */
  mode?: ServerMode;
  /** Real adapters of outside systems; the rest are simulators, which production refuses unless allowed. */
  ports?: Partial<OutsidePorts>;
  /** The subscribe-message adapter; demo falls back to the simulator, production to none (fail closed). */
  subscribeMessages?: SubscribeMessagePort;
  /** ALLOW_SIMULATORS: production may run on simulators. */
  allowSimulators?: boolean;
  /** TRUST_PROXY: believe X-Forwarded-For for the client's address. */
  trustProxy?: boolean;
  rateLimit?: RateLimitConfig;
  /** The clock every service reads; a new real-time one when missing (main and tests may hand theirs). */
  clock?: ServerClock;
  /**
   * Only the database, clock, mode and outside ports, without plugins or routes (registering the routes
   * takes most of a build): what seeding a data directory needs (main.ts --prepare-only).
   */
  portsOnly?: boolean;
}

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

// Logs carry the method and path only: query strings may hold a mobile number or an ID (privacy rule).
function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: (req.url ?? '').split('?')[0] }),
    },
  };
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const mode = opts.mode ?? serverModeOf();
  const app = Fastify({
    logger: opts.logger ? loggerOptions(opts.logLevel ?? 'info') : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: opts.trustProxy ?? false,
    schemaController: NO_SCHEMA_COMPILERS,
  });

  const ownsDatabase = opts.db === undefined;
  const database = opts.db ?? (await openDatabase({ memory: true }));
  app.decorate('database', database);
  app.decorate('clock', opts.clock ?? new ServerClock());
  app.decorate('mode', mode);
  // Before any route: the API reference lists what is served (http/api-reference).
  const served = recordServedRoutes(app);
  try {
    const simulators = simulatorPorts(database, app.log, mode === 'demo');
    app.decorate('ports', choosePorts({ mode, allowSimulators: opts.allowSimulators ?? false, provided: opts.ports, simulators }));
    usePaymentPort(app.ports.payment);
    setSubscribePort(database, opts.subscribeMessages ?? (mode === 'demo' ? simulatedSubscribeMessages : null));
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  if (opts.portsOnly) {
    if (ownsDatabase) app.addHook('onClose', () => database.close());
    return app;
  }
  const securityHeaders = await installSecurityHeaders(app, opts.staticDir);
  await installRateLimits(app, opts.rateLimit ?? DEFAULT_RATE_LIMIT);
  // Answers already encoded (the H5 build's precompressed assets) pass through untouched.
  await app.register(fastifyCompress, {
    threshold: API_COMPRESS_THRESHOLD_BYTES,
    encodings: [...API_ENCODINGS],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  });
  const marketCache = createReadCache({ maxEntries: MARKET_CACHE_ENTRIES });
  app.decorate('marketCache', marketCache);
  const stopListening = onNavsPublished(database.db, () => marketCache.clear());
  app.addHook('onClose', async () => {
    stopListening();
    if (ownsDatabase) await database.close();
  });
  // A node sharing its clock with others adopts their latest clock move and publications (at most one
  // read a second); a plain hook, so requests in between do not each pay for a promise.
  const engine = engineOf(database);
  const clockSyncDue = () => engine.sharedClock && syncDue(app.clock);
  app.addHook('onRequest', (_request, _reply, done) => {
    if (!clockSyncDue()) return done();
    syncClock(database.db, app.clock).then(() => done(), done);
  });

  installErrorHandler(app);

  await app.register(
    named(async (api: FastifyInstance) => {
      installCsrfCheck(api);
      await registerPlugins(api, [
        healthRoutes,
        fundsRoutes,
        marketRoutes,
        indexesRoutes,
        managersRoutes,
        searchRoutes,
        researchSideRoutes,
        accountsSideRoutes,
        tradingSideRoutes,
        engineRoutes,
        portfolioCatalogueRoutes,
        futuresRoutes,
        walletRoutes,
        storeIncomeRoutes,
        portfolioOwnerRoutes,
        assistantRoutes,
        subscribeRoutes,
        storeRoutes,
        campaignEngineRoutes,
        activitiesAndInvitationsRoutes,
        referenceRoutes(served),
      ]);
    }, 'api'),
    { prefix: API_PREFIX },
  );

  await app.register(named(bankLogoRoutes));

  const { staticDir } = opts;
  if (staticDir !== undefined) await registerStaticSite(app, staticDir);

  // A fund, portfolio or store link carries its record's head for link previews, home, a fund and the fund
  // list their first screen; any other page, the shell as built.
  const sendShellPage = async (dir: string, request: FastifyRequest, reply: FastifyReply) => {
    const html = await shellPageFor(app, dir, request.url);
    return html === null ? sendAppShell(reply) : sendAppShellHtml(reply, html);
  };
  // Home too (ahead of the static index.html, which has none of it).
  if (staticDir !== undefined) app.get('/', (request, reply) => sendShellPage(staticDir, request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send(detailBody(HTTP_MESSAGES.notFound));
    if (staticDir !== undefined && wantsAppShell(request)) return sendShellPage(staticDir, request, reply);
    return reply.code(404).send(detailBody(HTTP_MESSAGES.pageNotFound));
  });
  // A node due to adopt the shared clock lets the hook above do it: such requests go through Fastify.
  installMarketFrontDoor(app, { apiPrefix: `${API_PREFIX}/`, everyAnswer: Object.entries(securityHeaders).flat(), clockSyncDue });

  return app;
}
