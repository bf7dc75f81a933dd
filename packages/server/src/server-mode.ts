// Which mode the server runs in. Demo: the generated market, the demo account, development endpoints.
// Production: none of those, secrets required. Anything not clearly demo is production (fail closed).

export type ServerMode = 'demo' | 'production';

/** NODE_ENV values that mean a developer's machine; anything else (staging, prod, a typo) is production. */
const DEMO_NODE_ENVS = new Set(['development', 'demo', 'test']);

/**
 * FUND_MODE, when set, decides (`demo` or `production`; any other value is production). Otherwise
 * NODE_ENV does: development, demo and test are demo; unset or anything else is production, so a
 * server started without saying anything exposes nothing. `npm start` says FUND_MODE=demo.
 */
export function serverModeOf(env: NodeJS.ProcessEnv = process.env): ServerMode {
  const explicit = env.FUND_MODE?.trim();
  if (explicit !== undefined && explicit !== '') return explicit === 'demo' ? 'demo' : 'production';
  const nodeEnv = env.NODE_ENV?.trim() ?? '';
  return DEMO_NODE_ENVS.has(nodeEnv) ? 'demo' : 'production';
}

export const MODE_LABELS: Record<ServerMode, string> = {
  demo: '演示模式 (demo): 演示行情、演示帐号、开发接口',
  production: '生产模式 (production): 无演示数据、无开发接口',
};
