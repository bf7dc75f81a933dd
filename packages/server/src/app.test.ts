import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ROUTES, ROUTE_ALIASES } from '@fund/core/navigation';
import { buildApp } from './app';

describe('api basics over an in-memory database', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp();
    // A route that fails the way a bug would, to see what the client is told.
    app.get('/api/v1/test-only/boom', async () => {
      throw new Error('secret table users_private exploded');
    });
    app.post('/api/v1/test-only/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
  });
  afterAll(async () => app.close());

  it('answers health after a real query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', time: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it('answers an unknown api path with the JSON 404 shape, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/v1/no/such/thing/?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ errors: { detail: ['接口不存在'] } });
    }
  });

  it('hides an unexpected error behind a 500 in Chinese', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: { detail: ['服务器开小差了，请稍后重试'] } });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('users_private');
  });

  it('refuses a body over 1 MB with 413 and a Chinese message', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.inject({ method: 'POST', url: '/api/v1/test-only/echo', payload: big, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: { detail: [expect.stringContaining('过大')] } });
  });

  it('accepts a body under the limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test-only/echo', payload: { text: 'ok' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers broken JSON with 400 in Chinese', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test-only/echo', payload: '{"a":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { detail: ['请求数据格式不正确'] } });
  });
});

describe('compressed API answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
    app.get('/api/v1/test/large', async () => ({ results: Array.from({ length: 400 }, (_, i) => ({ code: String(i).padStart(6, '0'), name: '演示基金' })) }));
  });
  afterAll(async () => app.close());

  it('brotli-compresses a large JSON answer for a client that accepts it, and sends it plain to one that does not', async () => {
    const br = await app.inject({ method: 'GET', url: '/api/v1/test/large', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { results: unknown[] };
    expect(body.results).toHaveLength(400);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 4);
    const plain = await app.inject({ method: 'GET', url: '/api/v1/test/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('serving the H5 build with a history fallback', () => {
  let app: FastifyInstance;
  let dir: string;
  const INDEX = '<!doctype html><html><body><div id="app">演示首页</div></body></html>';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-h5-'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dir, 'js'));
    fs.writeFileSync(path.join(dir, 'js', 'app.3f9a1c.js'), 'console.log("app");');
    fs.writeFileSync(path.join(dir, 'js', 'app.3f9a1c.js.br'), brotliCompressSync('console.log("app");'));
    fs.writeFileSync(path.join(dir, 'js', 'app.3f9a1c.js.gz'), gzipSync('console.log("app");'));
    fs.mkdirSync(path.join(dir, 'css'));
    fs.writeFileSync(path.join(dir, 'css', 'app.77aa.css'), 'body{color:red}');
    app = await buildApp({ staticDir: dir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html, uncached, for a deep spec URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/s/000001/buy/?amount=100' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves index.html for every spec route and alias, with or without its trailing slash', async () => {
    const patterns = [...ROUTES.map((r) => r.pattern), ...ROUTE_ALIASES.map((a) => a.alias)];
    const urls = patterns.map((p) => p.replace(/\{\w+\}/g, '1')).flatMap((u) => (u === '/' ? [u] : [u, u.endsWith('/') ? u.slice(0, -1) : `${u}/`]));
    const answers = await Promise.all(urls.map(async (url) => ({ url, status: (await app.inject({ method: 'GET', url })).statusCode })));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });

  it('serves index.html for the root', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a hashed asset with its content type and a long cache', async () => {
    const js = await app.inject({ method: 'GET', url: '/js/app.3f9a1c.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toContain('max-age=31536000');
    expect(js.body).toBe('console.log("app");');
    const css = await app.inject({ method: 'GET', url: '/css/app.77aa.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('sends the build\'s brotli or gzip copy to a browser that accepts it, the plain file otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/js/app.3f9a1c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('max-age=31536000');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app");');
    const gz = await app.inject({ method: 'GET', url: '/js/app.3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app");');
    const plain = await app.inject({ method: 'GET', url: '/js/app.3f9a1c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/js/missing.123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('演示首页');
  });

  it('still answers unknown api paths with JSON, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/symbols/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { detail: ['接口不存在'] } });
  });
});
