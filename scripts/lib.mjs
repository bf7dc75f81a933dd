// Small helpers shared by the project's scripts (start, test, bench).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command with its output (stdout and stderr together) collected; resolves to the code and the output. */
export function runCaptured(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...opts, env: { ...process.env, ...opts.env } });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (err) => resolve({ code: 127, output: String(err) }));
  });
}

/** The newest modification time below the given paths (files only), skipping node_modules. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(path.resolve(ROOT, p));
  return newest;
}

/** The inputs of the H5 build: when any is newer than the build stamp, the build is stale. */
export const H5_INPUTS = ['src', 'config', 'types', 'packages/core/src', 'babel.config.js', 'package.json', 'tsconfig.json'];
export const H5_DIR = path.join(ROOT, process.env.FUND_DIST ?? 'dist', 'h5');
export const H5_STAMP = path.join(H5_DIR, 'index.html');

export function h5BuildIsFresh() {
  if (!existsSync(H5_STAMP)) return false;
  return statSync(H5_STAMP).mtimeMs >= newestMtime(H5_INPUTS);
}

/** Resolves true when nothing listens on the port. */
export function portIsFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, host);
  });
}

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers 200 or the time is up. */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
