// Reads the server's settings from the environment once, with the defaults the README promises.
import fs from 'node:fs';
import { DEFAULT_STATIC_DIR } from './paths';
import { SETTLEMENT_INTERVAL_MS } from './engine/settlement-timer';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir?: string;
  staticDir?: string;
  /** Fastify log level; 'warn' keeps a terminal readable, LOG_LEVEL=info shows every request. */
  logLevel: string;
  /** How often settlement runs (SETTLEMENT_INTERVAL_MS; a minute unless a test wants it sooner). */
  settlementIntervalMs: number;
}

export class ConfigError extends Error {}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

function settlementInterval(text: string | undefined): number {
  if (text === undefined) return SETTLEMENT_INTERVAL_MS;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms < 100 || ms > 86_400_000) throw new ConfigError(`SETTLEMENT_INTERVAL_MS 无效: ${text}（应为 100-86400000 的整数毫秒）`);
  return ms;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const portText = nonEmpty(env.PORT) ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new ConfigError(`PORT 无效: ${portText}（应为 1-65535 的整数）`);
  const explicitStatic = nonEmpty(env.STATIC_DIR);
  // Without a built H5 app the server still answers /api/v1; STATIC_DIR given but missing is a mistake worth saying.
  if (explicitStatic !== undefined && !fs.existsSync(explicitStatic)) throw new ConfigError(`STATIC_DIR 不存在: ${explicitStatic}`);
  const staticDir = explicitStatic ?? (fs.existsSync(DEFAULT_STATIC_DIR) ? DEFAULT_STATIC_DIR : undefined);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: nonEmpty(env.DATA_DIR),
    staticDir,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'warn',
    settlementIntervalMs: settlementInterval(nonEmpty(env.SETTLEMENT_INTERVAL_MS)),
  };
}
