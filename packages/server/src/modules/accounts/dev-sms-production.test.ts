import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';

describe('the development SMS endpoint in production', () => {
  let app: FastifyInstance;
  const saved = { env: process.env.NODE_ENV, key: process.env.FIELD_KEY };
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    process.env.FIELD_KEY = 'a-production-like-secret-of-enough-length-0123456789';
    app = await buildApp();
  });
  afterAll(async () => {
    await app.close();
    process.env.NODE_ENV = saved.env;
    if (saved.key === undefined) delete process.env.FIELD_KEY;
    else process.env.FIELD_KEY = saved.key;
  });

  it('does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/sms/latest?mobile=13800000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { detail: ['接口不存在'] } });
  });
});
