// How API answers are compressed: above a threshold, for clients that accept it. A fund list page is
// ~15 KB of JSON, a year of NAVs ~100 KB; brotli at a low quality costs well under a millisecond for these.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const API_COMPRESS_THRESHOLD_BYTES = 2048;
export const API_BROTLI_QUALITY = 4;
export const API_ENCODINGS = ['br', 'gzip'] as const;
export type ApiEncoding = (typeof API_ENCODINGS)[number];

// Clients send a handful of distinct Accept-Encoding headers: each is read once (bounded, in case one varies).
const chosenFor = new Map<string, ApiEncoding | null>();
const CHOSEN_MAX = 64;

/** The first of our encodings the Accept-Encoding header allows (q=0 refuses one), or null. */
export function acceptedEncoding(header: string | undefined): ApiEncoding | null {
  if (header === undefined || header === '') return null;
  let chosen = chosenFor.get(header);
  if (chosen === undefined) {
    if (chosenFor.size >= CHOSEN_MAX) chosenFor.clear();
    chosen = readAcceptEncoding(header);
    chosenFor.set(header, chosen);
  }
  return chosen;
}

function readAcceptEncoding(header: string): ApiEncoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p))) continue;
    accepted.add(name.trim().toLowerCase());
  }
  return API_ENCODINGS.find((e) => accepted.has(e)) ?? null;
}

export function compress(body: Buffer, encoding: ApiEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } }) : gzipSync(body);
}
