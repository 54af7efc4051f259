import { validateImageBatch, validateImageFile } from './upload';
import { PROFILE_IMAGE_MAX_BYTES } from './constants';

const unsupported = 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.';
const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('image format (SPEC §5)', () => {
  test.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.gif', 'image/gif'],
    ['PHOTO.JPEG', ''], // no MIME type: the extension decides
  ])('%s (%s) is accepted', (name, type) => {
    expect(validateImageFile(file(name, type))).toBeNull();
  });

  test.each([
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
    ['scan.pdf', 'application/pdf'],
    ['renamed.jpg', 'image/webp'], // the MIME type wins over the name
    ['photo.webp', ''],
    ['noextension', ''],
  ])('%s (%s) is refused with the SPEC message', (name, type) => {
    expect(validateImageFile(file(name, type))).toEqual({ code: 'unsupportedImageFormat', message: unsupported });
  });
});

describe('size and count', () => {
  test('profile photo: exactly 2 MB (2097152 bytes) passes, one byte more does not', () => {
    expect(
      validateImageFile(file('a.png', 'image/png', PROFILE_IMAGE_MAX_BYTES), { maxBytes: PROFILE_IMAGE_MAX_BYTES }),
    ).toBeNull();
    expect(
      validateImageFile(file('a.png', 'image/png', PROFILE_IMAGE_MAX_BYTES + 1), { maxBytes: PROFILE_IMAGE_MAX_BYTES }),
    ).toEqual({
      code: 'imageTooLarge',
      message: 'The image must be at most 2 MB',
      params: { maxMb: 2 },
    });
  });

  test('no maximum given: any size', () => {
    expect(validateImageFile(file('a.png', 'image/png', 50_000_000))).toBeNull();
  });

  const png = file('a.png', 'image/png');
  test.each([
    ['3 images', [png, png, png], 0, null],
    ['4 images', [png, png, png, png], 0, 'Maximum 3 images can be send at a time'],
    ['2 more with 2 attached', [png, png], 2, 'Maximum 3 images can be send at a time'],
    ['1 more with 2 attached', [png], 2, null],
    ['a pdf among them', [png, file('x.pdf', 'application/pdf')], 0, unsupported],
  ])('batch: %s', (_name, files, alreadyAttached, message) => {
    expect(validateImageBatch(files, { alreadyAttached })?.message ?? null).toBe(message);
  });
});
