// `npm start`: builds H5 when it is missing or stale, then serves it and /api/v1 on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { H5_DIR, ROOT, h5BuildIsFresh, portIsFree, run } from './lib.mjs';

const port = Number.parseInt(process.env.PORT ?? '8080', 10);

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT 无效: ${process.env.PORT}`);
  process.exit(1);
}

// Say so before a long build rather than after it.
if (!(await portIsFree(port, process.env.HOST ?? '0.0.0.0'))) {
  console.error(`端口 ${port} 已被占用，请用 PORT=<其他端口> npm start 换一个端口`);
  process.exit(1);
}

if (!h5BuildIsFresh()) {
  console.log('H5 构建缺失或已过期，正在构建 (taro build --type h5)…');
  const code = await run('npx', ['taro', 'build', '--type', 'h5'], { env: { NODE_ENV: 'production' } });
  if (code !== 0) {
    console.error('H5 构建失败，未启动服务。');
    process.exit(code);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), STATIC_DIR: process.env.STATIC_DIR ?? H5_DIR },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
