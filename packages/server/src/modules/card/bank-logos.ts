// Serves each bank's logo at the path its `logo` field names: a round badge in the bank's colour with the
// character people know it by (工 for 工商银行). Drawn as SVG, so there are no image files to ship.
import type { FastifyInstance } from 'fastify';
import { BANKS, type BankInfo } from './banks';

const LONG_CACHE = 'public, max-age=86400';

/** The badge character: the bank's name without 中国, except 中国银行 itself; 中信 is known by 信. */
export function bankMark(bank: Pick<BankInfo, 'code' | 'name'>): string {
  if (bank.code === 'citic') return '信';
  const name = bank.name === '中国银行' ? bank.name : bank.name.replace(/^中国/, '');
  return name.charAt(0);
}

export function bankLogoSvg(bank: Pick<BankInfo, 'code' | 'name' | 'color'>): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${bank.color}"/>` +
    `<text x="32" y="42" font-size="30" font-family="sans-serif" fill="#fff" text-anchor="middle">${bankMark(bank)}</text>` +
    '</svg>'
  );
}

const LOGOS = new Map(BANKS.map((bank) => [`${bank.code}.svg`, bankLogoSvg(bank)]));

export async function bankLogoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/static/banks/:file', async (request, reply) => {
    const svg = LOGOS.get(request.params.file);
    if (svg === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml').send(svg);
  });
}
