import {
  imageSizeOf,
  isAcceptedImage,
  isSquare,
  MAX_IMAGES_PER_SEND,
  PROFILE_IMAGE_MAX_BYTES,
  translate,
} from '@mart/domain';
import type { AppContext } from '../context';
import type { Executor } from '../db/connect';
import type { UploadPurpose } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { randomToken } from './secrets';
import type { Caller } from '../model/caller';

/** What @fastify/multipart's onFile (app.ts) leaves in the body for a file part. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}
export const isUpload = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && Buffer.isBuffer((value as UploadedFile).data);

export const UNSUPPORTED_IMAGE = translate('unsupportedImageFormat');
/** SPEC §5: at most 3 images at a time (the multipart limit in app.ts; a 4th is errors.ts's 400 with this text). */
export const MAX_IMAGES_AT_ONCE = MAX_IMAGES_PER_SEND;
export const TOO_MANY_IMAGES = translate('tooManyImages');
/** SPEC §5: profile photos and prescriptions at most 2 MB (multipart's own limit answers 413 first). */
export const UPLOAD_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';

/** The image format the bytes themselves say (SPEC §5 formats only), whatever the name or declared type claim. */
export function sniffImage(data: Uint8Array): ImageType | null {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  const head = b.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  return null;
}

/**
 * An uploaded image's real type: the name and declared type must be an accepted format and the bytes must be one
 * too (a renamed PDF or an HTML page sent as image/png is refused); what is stored and served is what the bytes
 * say. Too large is a 413, anything else not an image a 400 with the SPEC's message.
 */
export function checkedImage(file: unknown): { type: ImageType; data: Buffer } {
  if (!isUpload(file)) throw badRequest('image', UNSUPPORTED_IMAGE);
  if (file.data.length > UPLOAD_MAX_BYTES)
    throw new ApiError(413, 'image', translate('imageTooLarge', { maxMb: UPLOAD_MAX_BYTES / (1024 * 1024) }));
  const type = sniffImage(file.data);
  if (!type || !isAcceptedImage({ name: file.filename, type: file.mimetype }))
    throw badRequest('image', UNSUPPORTED_IMAGE);
  return { type, data: file.data };
}

/**
 * SPEC §2: a profile photo is 1:1. The storefront cuts it so; the API, which decodes no image, reads the size its
 * header declares and refuses another shape. A header whose size cannot be read passes (the bytes are already known
 * to be a JPEG, PNG or GIF), as the shape is a presentation rule, not a safety one.
 */
export function squarePhoto<T extends { data: Buffer }>(image: T): T {
  const size = imageSizeOf(image.data);
  if (size && !isSquare(size)) throw badRequest('image', translate('profilePhotoNotSquare'));
  return image;
}

/** Stores a checked image; answers its id and its `/storage/uploads/...` path. */
export async function saveUpload(
  ctx: AppContext,
  db: Executor,
  owner: Caller,
  purpose: UploadPurpose,
  image: { type: ImageType; data: Buffer },
  now: Date,
): Promise<{ id: string; path: string }> {
  const id = `${randomToken(16)}.${image.type === 'image/jpeg' ? 'jpg' : image.type.slice('image/'.length)}`;
  await ctx.repos.uploads.insert(db, {
    id,
    user_id: owner.kind === 'user' ? owner.userId : null,
    guest_id: owner.kind === 'guest' ? owner.guestId : null,
    purpose,
    content_type: image.type,
    data: image.data,
    created_at: now,
  });
  return { id, path: `/storage/uploads/${id}` };
}

/** Whether every id is a prescription `owner` uploaded: an order may attach only its owner's. */
export async function ownsPrescriptions(
  ctx: AppContext,
  db: Executor,
  owner: Caller,
  ids: readonly string[],
): Promise<boolean> {
  if (!ids.length) return true;
  const unique = [...new Set(ids)];
  return (await ctx.repos.uploads.ownedCount(db, owner, 'prescription', unique)) === unique.length;
}

/**
 * Headers for serving an upload: its checked type, never sniffed by the browser, shown inline but unable to run
 * anything (sandboxed, no sources) if opened as a page; prescriptions are medical data and stay out of every cache.
 */
export function uploadHeaders(type: ImageType, id: string, purpose: UploadPurpose): Record<string, string> {
  return {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${id}"`,
    'content-security-policy': "default-src 'none'; sandbox",
    // the storefront's pages live on other origins and show these images
    'cross-origin-resource-policy': 'cross-origin',
    'cache-control': purpose === 'prescription' ? 'private, no-store' : 'public, max-age=31536000, immutable',
  };
}
