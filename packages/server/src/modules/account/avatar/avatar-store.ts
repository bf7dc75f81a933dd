// Avatar files under the upload directory. There is no image library in the server, so the four sizes
// are one stored image addressed by size; the client scales it. A new upload replaces the old file.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Wire } from '@fund/core/api';
import { REPO_ROOT } from '../../../paths';
import { randomToken } from '../auth/secrets';

export const AVATAR_SIZES = { xs: 32, sm: 64, md: 128, lg: 256 } as const;
export const AVATAR_URL_PREFIX = '/api/v1/media/avatars/';
export const DEFAULT_AVATAR_FILE = 'default.png';

/** UPLOAD_DIR, else <repo>/.data/uploads (beside the PGlite data, outside the source tree). */
export function uploadDir(): string {
  const configured = process.env.UPLOAD_DIR;
  return configured && configured !== '' ? configured : path.join(REPO_ROOT, '.data', 'uploads');
}

function avatarDir(): string {
  return path.join(uploadDir(), 'avatars');
}

export function avatarUrls(file: string | null): Wire.AvatarSet {
  const name = file ?? DEFAULT_AVATAR_FILE;
  const url = (size: keyof typeof AVATAR_SIZES) => `${AVATAR_URL_PREFIX}${name}?size=${AVATAR_SIZES[size]}`;
  return { avatar_xs: url('xs'), avatar_sm: url('sm'), avatar_md: url('md'), avatar_lg: url('lg') };
}

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

/** The image type from the file's first bytes; the declared type is not trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export async function saveAvatar(userId: number, bytes: Buffer, kind: ImageKind): Promise<string> {
  await fs.mkdir(avatarDir(), { recursive: true });
  // A fresh name per upload: caches of the old URL never show the new face under the old address.
  const name = `${userId}-${randomToken(9)}.${kind}`;
  await fs.writeFile(path.join(avatarDir(), name), bytes);
  return name;
}

export async function removeAvatar(name: string): Promise<void> {
  await fs.rm(path.join(avatarDir(), name), { force: true });
}

const FILE_NAME = /^\d+-[A-Za-z0-9_-]{12}\.(png|jpg|gif|webp)$/;
const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The bytes and type of a stored avatar; null for a name that is not ours or no longer exists. */
export async function readAvatar(name: string): Promise<{ bytes: Buffer; type: string } | null> {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  try {
    return { bytes: await fs.readFile(path.join(avatarDir(), name)), type: CONTENT_TYPES[match[1] as ImageKind] };
  } catch {
    return null;
  }
}

/** A 1x1 light grey PNG: the face of a user who has not uploaded one. */
export const DEFAULT_AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);
