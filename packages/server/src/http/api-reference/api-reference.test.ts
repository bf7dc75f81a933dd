import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/database';

type Doc = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Record<string, unknown>>>; components: Record<string, Record<string, unknown>> };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Fastify's own route list (printRoutes' tree, one node a line) as 'METHOD /path' under /api/v1, HEAD twins left out. */
function fastifyRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)(?:├── |└── )(.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    const url = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x !== '' && x !== 'HEAD')) {
      if (url.startsWith('/api/v1/')) out.push(anonymous(`${method} ${url.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{suffix}')}`));
    }
  }
  return out.sort();
}

/** Fastify shares one parameter node between paths that name it differently ('{id}|{symbol}'): compare positions only. */
const anonymous = (route: string) => route.replace(/\{[^/]+\}/g, '{}');

function documented(doc: Doc): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => anonymous(`${m.toUpperCase()} ${path}`))).sort();
}

/** Every '$ref' in the document points at something that exists. */
function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refs(v, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (k === '$ref' && typeof v === 'string') found.push(v);
    else refs(v, found);
  }
  return found;
}

function resolve(doc: Doc, ref: string): unknown {
  return ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe.each(['demo', 'production'] as const)('the API reference in %s mode', (mode) => {
  let app: FastifyInstance;
  let database: Database;
  let doc: Doc;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    app = await buildApp({ db: database, mode, allowSimulators: true });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Doc>();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists exactly the routes the server serves', () => {
    const served = fastifyRoutes(app);
    expect(served.length).toBeGreaterThan(400);
    // Every served route is documented, and every documented operation is served (Fastify's hasRoute).
    expect(documented(doc)).toEqual(expect.arrayContaining(served));
    for (const [path, item] of Object.entries(doc.paths)) {
      const url = `/api/v1${path.replace(/\{suffix\}$/, '*').replace(/\{(\w+)\}/g, ':$1')}`;
      for (const method of Object.keys(item)) expect([method, url, app.hasRoute({ method: method.toUpperCase(), url })]).toEqual([method, url, true]);
    }
    expect(served.some((r) => r.startsWith('POST /dev/'))).toBe(mode === 'demo');
  });

  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).not.toBe('');
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS.has(method)).toBe(true);
        expect(typeof op.operationId).toBe('string');
        expect(ids.has(op.operationId as string)).toBe(false);
        ids.add(op.operationId as string);
        const responses = op.responses as Record<string, unknown>;
        expect(Object.keys(responses).every((code) => /^[1-5]\d\d$/.test(code))).toBe(true);
        expect(responses['200']).toEqual(expect.objectContaining({ description: expect.any(String) }));
        const params = (op.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: unknown }[];
        expect(params.every((p) => ['path', 'query', 'header'].includes(p.in) && p.schema !== undefined)).toBe(true);
        expect(params.filter((p) => p.in === 'path').map((p) => p.name).sort()).toEqual(placeholders);
        expect(params.filter((p) => p.in === 'path').every((p) => p.required === true)).toBe(true);
      }
    }
    for (const ref of refs(doc)) expect([ref, resolve(doc, ref)]).toEqual([ref, expect.anything()]);
  });

  it('describes a call from the contract with its query and answer schemas', () => {
    const list = doc.paths['/wallets/account/changes/']?.get as { parameters: { name: string }[]; responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }> };
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'page_size']));
    expect(list.responses['200']?.content['application/json']?.schema).toMatchObject({ type: 'object', properties: expect.objectContaining({ results: expect.objectContaining({ type: 'array' }) }) });
  });

  it(mode === 'demo' ? 'serves a readable page of it' : 'has no docs page', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/v1/docs' });
    if (mode === 'production') {
      expect(page.statusCode).toBe(404);
      return;
    }
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/symbols/{id}/fare_ratio/');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
  });
});
