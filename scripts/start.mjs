// `npm start`: builds H5 when it is missing or stale, then serves it and /api/v1 on one port, in demo mode
// unless NODE_ENV or FUND_MODE says otherwise. `npm run serve` (--production) runs production mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { H5_DIR, ROOT, h5BuildIsFresh, portIsFree, run } from './lib.mjs';
import { serverBundle } from './server-bundle.mjs';

const port = Number.parseInt(process.env.PORT ?? '8080', 10);

// The server treats an unset mode as production (fail closed); `npm start` asks for demo out loud, and
// leaves a NODE_ENV (production, staging, ...) or FUND_MODE the caller set to decide.
const modeEnv = process.argv.includes('--production')
  ? { FUND_MODE: 'production' }
  : process.env.FUND_MODE || process.env.NODE_ENV
    ? {}
    : { FUND_MODE: 'demo' };
// Mirrors packages/server/src/server-mode.ts, only to pick the address the port check looks at.
const effective = { ...process.env, ...modeEnv };
const demo = effective.FUND_MODE ? effective.FUND_MODE === 'demo' : ['development', 'demo', 'test'].includes(effective.NODE_ENV ?? '');
const host = process.env.HOST || (demo ? '127.0.0.1' : '0.0.0.0');

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT 无效: ${process.env.PORT}`);
  process.exit(1);
}

// Say so before a long build rather than after it.
if (!(await portIsFree(port, host))) {
  console.error(`端口 ${port} 已被占用，请用 PORT=<其他端口> npm start 换一个端口`);
  process.exit(1);
}

// The server runs from its bundle (seconds faster to load than tsx compiling the sources); should the
// bundle fail to build, from the sources as before.
const serverArgs = await serverBundle().then(
  (main) => [main],
  (err) => {
    console.warn(`服务端打包失败，改用 tsx 直接运行源码: ${err instanceof Error ? err.message : err}`);
    return ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')];
  },
);
const serverEnv = { ...process.env, ...modeEnv, PORT: String(port) };

if (!h5BuildIsFresh()) {
  console.log('H5 构建缺失或已过期，正在构建 (taro build --type h5)；同时准备数据库…');
  // The database is made and seeded beside the build (the build is mostly one core): the server then
  // starts on it in seconds.
  const [code, prepared] = await Promise.all([
    run('npx', ['taro', 'build', '--type', 'h5'], { env: { NODE_ENV: 'production' } }),
    run(process.execPath, [...serverArgs, '--prepare-only'], { env: serverEnv }),
  ]);
  if (code !== 0 || prepared !== 0) {
    console.error(code !== 0 ? 'H5 构建失败，未启动服务。' : '数据库准备失败，未启动服务。');
    process.exit(code || prepared);
  }
}

const server = spawn(process.execPath, serverArgs, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...serverEnv, STATIC_DIR: process.env.STATIC_DIR ?? H5_DIR },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
