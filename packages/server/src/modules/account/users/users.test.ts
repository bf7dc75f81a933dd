import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { call, headersOf, signupUser } from '../../../testing/accounts-kit';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

describe('users, follows, friends and avatars', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-uploads-'));
    process.env.UPLOAD_DIR = dir;
    app = await buildApp();
  });
  afterAll(async () => {
    await app.close();
    delete process.env.UPLOAD_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function idOf(mobile: string): Promise<number> {
    const users = await app.database.db.selectFrom('users').select(['id', 'mobile_masked']).execute();
    const hit = users.find((u) => u.mobile_masked === `${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    if (!hit) throw new Error('no such user');
    return hit.id;
  }

  it('shows a public profile without private fields, and follows and unfollows', async () => {
    const a = await signupUser(app, '13300000001');
    const b = await signupUser(app, '13300000002');
    const bId = await idOf('13300000002');
    const profile = await call(app, a, 'GET', `/users/${bId}/`);
    expect(profile.json()).toEqual(expect.objectContaining({ id: bId, username: '用户0002', followed: false, followers_count: 0 }));
    expect(profile.body).not.toContain('13300000002');
    expect(profile.body).not.toContain('mobile');
    expect((await call(app, a, 'POST', `/users/${bId}/follow/`)).statusCode).toBe(200);
    expect((await call(app, a, 'POST', `/users/${bId}/follow/`)).statusCode).toBe(200);
    expect((await call(app, a, 'GET', `/users/${bId}/`)).json()).toEqual(expect.objectContaining({ followed: true, followers_count: 1 }));
    expect((await call(app, a, 'POST', `/users/${await idOf('13300000001')}/follow/`)).json().errors.detail).toEqual(['不能关注自己']);
    expect((await call(app, a, 'POST', `/users/${bId}/unfollow/`)).statusCode).toBe(200);
    expect((await call(app, b, 'GET', `/users/${bId}/`)).json().followers_count).toBe(0);
    for (const bad of ['999999', 'abc', '0']) expect((await call(app, a, 'GET', `/users/${bad}/`)).statusCode).toBe(404);
    expect((await call(app, { csrf: a.csrf }, 'POST', `/users/${bId}/follow/`)).statusCode).toBe(401);
  });

  it('lists mutual follows as friends, to their owner only', async () => {
    const a = await signupUser(app, '13300000003');
    const b = await signupUser(app, '13300000004');
    const aId = await idOf('13300000003');
    const bId = await idOf('13300000004');
    await call(app, a, 'POST', `/users/${bId}/follow/`);
    expect((await call(app, a, 'GET', `/users/${aId}/friends/`)).json().total_count).toBe(0);
    await call(app, b, 'POST', `/users/${aId}/follow/`);
    const friends = (await call(app, a, 'GET', `/users/${aId}/friends/?page=1&page_size=10`)).json();
    expect(friends).toEqual({ current_page: 1, total_count: 1, total_page: 1, results: [expect.objectContaining({ id: bId })] });
    expect((await call(app, b, 'GET', `/users/${aId}/friends/`)).statusCode).toBe(404);
    expect((await call(app, a, 'GET', `/users/${aId}/friends/?page=0`)).statusCode).toBe(400);
  });

  it('takes an avatar as base64, stores it under the upload dir, and answers four sizes', async () => {
    const a = await signupUser(app, '13300000005');
    const before = (await call(app, a, 'GET', '/accounts/avatar/')).json();
    expect(before.avatar_md).toBe('/api/v1/media/avatars/default.png?size=128');
    expect((await app.inject({ method: 'GET', url: '/api/v1/media/avatars/default.png' })).headers['content-type']).toBe('image/png');
    const up = await call(app, a, 'POST', '/accounts/avatar/', { avatar: `data:image/png;base64,${PNG_1X1}` });
    expect(up.statusCode).toBe(200);
    const urls = up.json();
    expect(Object.keys(urls).sort()).toEqual(['avatar_lg', 'avatar_md', 'avatar_sm', 'avatar_xs']);
    const file = await app.inject({ method: 'GET', url: urls.avatar_lg });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'avatars'))).toHaveLength(1);
    expect((await call(app, a, 'GET', '/accounts/settings/')).json().avatar_md).toBe(urls.avatar_md);
  });

  it('takes the multipart image POST that mini programs and the H5 app send, and refuses an oversized file', async () => {
    const a = await signupUser(app, '13300000007');
    const multipartBody = (bytes: Buffer) => {
      const boundary = '----avatar-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { ...headersOf(a), 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const png = Buffer.from(PNG_1X1, 'base64');
    const up = await app.inject({ method: 'POST', url: '/api/v1/accounts/avatar/', ...multipartBody(png) });
    expect(up.statusCode).toBe(200);
    const stored = await app.inject({ method: 'GET', url: up.json().avatar_lg });
    expect(stored.rawPayload.equals(png)).toBe(true);
    const tooBig = await app.inject({ method: 'POST', url: '/api/v1/accounts/avatar/', ...multipartBody(Buffer.concat([png, Buffer.alloc(520 * 1024)])) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.avatar).toEqual(['图片不能超过 512 KB，请压缩后重试']);
  });

  it('refuses a non-image, a bad encoding, an oversized image and path tricks', async () => {
    const a = await signupUser(app, '13300000006');
    const text = await call(app, a, 'POST', '/accounts/avatar/', { avatar: Buffer.from('hello world').toString('base64') });
    expect(text.json().errors.avatar).toEqual(['请上传 PNG、JPG、GIF 或 WebP 格式的图片']);
    expect((await call(app, a, 'POST', '/accounts/avatar/', { avatar: '***' })).statusCode).toBe(400);
    expect((await call(app, a, 'POST', '/accounts/avatar/', {})).statusCode).toBe(400);
    const big = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(600 * 1024)]).toString('base64');
    expect((await call(app, a, 'POST', '/accounts/avatar/', { avatar: big })).json().errors.avatar[0]).toMatch(/长度不能超过/);
    const bigButAllowed = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(520 * 1024)]).toString('base64');
    expect((await call(app, a, 'POST', '/accounts/avatar/', { avatar: bigButAllowed })).json().errors.avatar).toEqual(['图片不能超过 512 KB，请压缩后重试']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/media/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
