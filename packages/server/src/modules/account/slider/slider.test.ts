import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { call, fakeDateOnly, newCaller, sliderAnswer, signupUser } from '../../../testing/accounts-kit';

/** The RGB of one pixel of an 8-bit RGB PNG without filters (what slider-picture writes). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const width = png.readUInt32BE(16);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const start = y * (width * 3 + 1) + 1 + x * 3;
  return [...raw.subarray(start, start + 3)];
}

describe('the slider puzzle', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  it('keeps its answer on the server: the challenge carries a picture of the gap, not its position', async () => {
    const res = await call(app, await newCaller(app), 'GET', '/accounts/slider_captcha/');
    const challenge = res.json<Record<string, unknown> & { token: string; image: string; piece_y: number; piece_size: number }>();
    expect(Object.keys(challenge).sort()).toEqual(['expires_in', 'height', 'image', 'piece_size', 'piece_y', 'token', 'width']);
    const gapX = await sliderAnswer(app, challenge.token);
    expect(res.body).not.toMatch(new RegExp(`"gap_?x"`));
    const png = Buffer.from(challenge.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    const midRow = challenge.piece_y + Math.floor(challenge.piece_size / 2);
    // The gap's rim is the only pure white in the picture: the user sees where to drag.
    expect(pixel(png, gapX, midRow)).toEqual([255, 255, 255]);
    expect(pixel(png, gapX - 1, midRow)).not.toEqual([255, 255, 255]);
  });

  it('is required for an SMS to a mobile that is not the logged-in user\'s own', async () => {
    const user = await signupUser(app, '13700000301');
    const other = await call(app, user, 'GET', '/accounts/new_mobile_captcha/?mobile=13700000302');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ errors: { slider: ['请先完成滑块验证'] } });
    // Their own mobile needs no puzzle (a trade password reset sends there), once the resend wait is over.
    fakeDateOnly(new Date(Date.now() + 61_000));
    try {
      expect((await call(app, user, 'GET', '/accounts/new_mobile_captcha/?mobile=13700000301')).statusCode).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
