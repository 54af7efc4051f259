/**
 * Image uploads (SPEC §5): JPEG, PNG, JPG and GIF only; everything else, avif, webp and pdf included, gets the
 * SPEC's unsupported-format message. Profile photos at most 2 MB; at most 3 images per send.
 */
import { MAX_IMAGES_PER_SEND } from './constants';
import { domainError, translate, type DomainError, type Translate } from './messages';

export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg', 'gif'] as const;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif'] as const;
/** For `<input accept>`. */
export const IMAGE_ACCEPT = '.jpeg,.png,.jpg,.gif,image/jpeg,image/png,image/gif';

/** What the rules read of a browser File or a multipart part. */
export interface FileLike {
  name: string;
  /** MIME type; may be empty when the browser does not know it. */
  type?: string;
  size: number;
}

/**
 * The format is judged by MIME type when there is one (a renamed .jpg that is really webp is still rejected),
 * by the extension otherwise.
 */
export function isAcceptedImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const mime = (file.type ?? '').toLowerCase();
  if (mime) return (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(mime);
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') && (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** One image: format first, then size when a maximum is given (the profile photo passes PROFILE_IMAGE_MAX_BYTES). */
export function validateImageFile(
  file: FileLike,
  options: { maxBytes?: number; t?: Translate } = {},
): DomainError | null {
  const t = options.t ?? translate;
  if (!isAcceptedImage(file)) return domainError('unsupportedImageFormat', undefined, t);
  if (options.maxBytes !== undefined && file.size > options.maxBytes) {
    return domainError('imageTooLarge', { maxMb: options.maxBytes / (1024 * 1024) }, t);
  }
  return null;
}

/** A batch being sent, counting images already attached: more than 3 in all is refused. */
export function validateImageBatch(
  files: readonly FileLike[],
  options: { alreadyAttached?: number; maxBytes?: number; t?: Translate } = {},
): DomainError | null {
  const t = options.t ?? translate;
  if ((options.alreadyAttached ?? 0) + files.length > MAX_IMAGES_PER_SEND)
    return domainError('tooManyImages', undefined, t);
  for (const file of files) {
    const error = validateImageFile(file, { maxBytes: options.maxBytes, t });
    if (error) return error;
  }
  return null;
}
