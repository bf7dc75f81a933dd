import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';

// Routes that fail in the database the way a value the schemas let through would.
describe('database refusals the caller caused', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp();
    const db = app.database.db;
    app.get('/api/v1/test-only/int4', async () => (await sql`select ${'3000000000'}::int4 as n`.execute(db)).rows);
    app.get('/api/v1/test-only/text-as-int', async () => (await sql`select ${'abc'}::int as n`.execute(db)).rows);
    app.get('/api/v1/test-only/nul', async () => (await sql`select ${'a\u0000b'}::text as t`.execute(db)).rows);
    app.get('/api/v1/test-only/twice', async () => {
      await sql`create temporary table if not exists once_only (k int primary key)`.execute(db);
      await sql`insert into once_only (k) values (1)`.execute(db);
      return { ok: true };
    });
    app.get('/api/v1/test-only/missing-table', async () => (await sql`select * from secret_table_xyz`.execute(db)).rows);
  });
  afterAll(async () => app.close());

  it.each(['int4', 'text-as-int', 'nul'])('answers a value the column cannot hold (%s) with 400 and no database text', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/test-only/${name}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { detail: ['参数格式不正确'] } });
  });

  it('answers a key already taken with 409 and the spec\'s unique message', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/test-only/twice' })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-only/twice' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { detail: ['该值已存在'] } });
  });

  it('keeps a real fault a 500 that names nothing inside', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-only/missing-table' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret_table_xyz');
  });
});
