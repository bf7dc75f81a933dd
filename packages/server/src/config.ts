// Reads the server's settings from the environment once, with the defaults the README promises.
import fs from 'node:fs';
import { DEFAULT_STATIC_DIR } from './paths';
import { SETTLEMENT_INTERVAL_MS } from './engine/settlement-timer';
import { FIELD_KEY_MISSING } from './modules/account/auth/field-protection';
import { type ServerMode, serverModeOf } from './server-mode';

/** The per-address throttle in front of login, signup, SMS and captcha calls. */
export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

/** Generous: the E2E journeys sign many users up from one address; an attacker's thousands still stop. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { max: 120, windowMs: 60_000 };

export interface ServerConfig {
  mode: ServerMode;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir?: string;
  staticDir?: string;
  /** Fastify log level; 'warn' keeps a terminal readable, LOG_LEVEL=info shows every request. */
  logLevel: string;
  /**
   * How often settlement runs (SETTLEMENT_INTERVAL_MS; a minute unless a test wants it sooner). null: no
   * timer (SETTLEMENT_INTERVAL_MS=off, demo mode only), so settlement runs only when the development clock
   * moves, as the E2E journeys want: nothing settles between two of their steps on wall time.
   */
  settlementIntervalMs: number | null;
  /** Whether X-Forwarded-For is believed (behind a proxy that sets it); otherwise the socket's address counts. */
  trustProxy: boolean;
  /** Production may run on the simulated bank, SMS, identity and market feed only when this is set. */
  allowSimulators: boolean;
  rateLimit: RateLimitConfig;
}

export class ConfigError extends Error {}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

function settlementInterval(text: string | undefined, mode: ServerMode): number | null {
  if (text === undefined) return SETTLEMENT_INTERVAL_MS;
  // Without the timer only the development clock settles, and production has none.
  if (text === 'off' && mode === 'demo') return null;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms < 100 || ms > 86_400_000) throw new ConfigError(`SETTLEMENT_INTERVAL_MS 无效: ${text}（应为 100-86400000 的整数毫秒；演示模式可为 off）`);
  return ms;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new ConfigError(`${name} 无效: ${text}（应为正整数）`);
  return Number(text);
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const text = nonEmpty(env[name])?.toLowerCase();
  return text === '1' || text === 'true' || text === 'yes';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = serverModeOf(env);
  // Without it, ID and card numbers would be encrypted with a key printed in this repository.
  if (mode === 'production' && nonEmpty(env.FIELD_KEY) === undefined) throw new ConfigError(FIELD_KEY_MISSING);
  const portText = nonEmpty(env.PORT) ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new ConfigError(`PORT 无效: ${portText}（应为 1-65535 的整数）`);
  const explicitStatic = nonEmpty(env.STATIC_DIR);
  // Without a built H5 app the server still answers /api/v1; STATIC_DIR given but missing is a mistake worth saying.
  if (explicitStatic !== undefined && !fs.existsSync(explicitStatic)) throw new ConfigError(`STATIC_DIR 不存在: ${explicitStatic}`);
  const staticDir = explicitStatic ?? (fs.existsSync(DEFAULT_STATIC_DIR) ? DEFAULT_STATIC_DIR : undefined);
  return {
    mode,
    port,
    // Demo data and development endpoints stay on this machine unless HOST opens them up.
    host: nonEmpty(env.HOST) ?? (mode === 'demo' ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: nonEmpty(env.DATA_DIR),
    staticDir,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'warn',
    settlementIntervalMs: settlementInterval(nonEmpty(env.SETTLEMENT_INTERVAL_MS), mode),
    trustProxy: flag(env, 'TRUST_PROXY'),
    allowSimulators: flag(env, 'ALLOW_SIMULATORS'),
    rateLimit: {
      max: positiveInt(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max),
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_S', DEFAULT_RATE_LIMIT.windowMs / 1000) * 1000,
    },
  };
}
