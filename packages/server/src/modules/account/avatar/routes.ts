// GET and POST /accounts/avatar/, and the avatar files themselves. The upload is the contract's image
// POST (multipart, field `avatar`, as mini programs' uploadFile sends it) or, for scripts, a JSON body
// {avatar: base64 or data URL}; the 1 MB body limit caps the JSON form near 700 KB.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACT, s, validate } from '@fund/core/api';
import { detailError, validationFailed } from '../../../http/api-error';
import { registerCall } from '../../../http/contract-route';
import { requireUserId } from '../auth/sessions';
import { avatarFileOf, setAvatarFile } from './avatar-service';
import { avatarUrls, DEFAULT_AVATAR_FILE, DEFAULT_AVATAR_PNG, readAvatar, removeAvatar, saveAvatar, sniffImage } from './avatar-store';

const A = CONTRACT.accounts;
export const AVATAR_MAX_BYTES = 512 * 1024;
const AVATAR_MESSAGES = {
  notImage: '请上传 PNG、JPG、GIF 或 WebP 格式的图片',
  tooLarge: '图片不能超过 512 KB，请压缩后重试',
  notFound: '头像不存在',
} as const;

const uploadBody = s.object({ avatar: s.string({ min: 1, max: 800_000 }) });

function decode(text: string): Buffer | null {
  const base64 = text.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** The uploaded bytes, from either form; null when the multipart file is larger than the limit. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer | null> {
  if (request.isMultipart()) {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw validationFailed({ avatar: [AVATAR_MESSAGES.notImage] });
    const bytes = await file.toBuffer().catch(() => null);
    if (bytes === null || file.file.truncated) throw validationFailed({ avatar: [AVATAR_MESSAGES.tooLarge] });
    return bytes;
  }
  const parsed = validate(uploadBody, request.body ?? {});
  if (!parsed.ok) throw validationFailed(parsed.errors);
  return decode(parsed.value.avatar);
}

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const now = () => app.clock.instant();
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  registerCall(app, A.avatar, async ({ request }) => {
    return avatarUrls(await avatarFileOf(db(), await requireUserId(db(), request)));
  });

  registerCall(app, A.uploadAvatar, async ({ request }) => {
    const userId = await requireUserId(db(), request);
    const bytes = await uploadedBytes(request);
    const kind = bytes === null ? null : sniffImage(bytes);
    if (bytes === null || kind === null) throw validationFailed({ avatar: [AVATAR_MESSAGES.notImage] });
    if (bytes.length > AVATAR_MAX_BYTES) throw validationFailed({ avatar: [AVATAR_MESSAGES.tooLarge] });
    const previous = await avatarFileOf(db(), userId);
    const name = await saveAvatar(userId, bytes, kind);
    await setAvatarFile(db(), userId, name, now());
    if (previous !== null) await removeAvatar(previous);
    return avatarUrls(name);
  });

  app.get<{ Params: { name: string } }>('/media/avatars/:name', async (request, reply) => {
    const { name } = request.params;
    if (name === DEFAULT_AVATAR_FILE) return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(DEFAULT_AVATAR_PNG);
    const file = await readAvatar(name);
    if (file === null) throw detailError(404, AVATAR_MESSAGES.notFound);
    return reply.type(file.type).header('cache-control', 'public, max-age=31536000, immutable').send(file.bytes);
  });
}
