/**
 * SPEC §2: a profile photo is 1:1. The browser cuts the centred square out of a photo before it is uploaded; the
 * API, which stores images as sent and decodes none, reads the size from the file's header and refuses a photo
 * that is not square.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** The largest centred square of an image: where to cut it from (x, y) and its side. */
export function centredSquare({ width, height }: ImageSize): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

export const isSquare = (size: ImageSize): boolean => size.width === size.height;

/** The pixel size a PNG, GIF or JPEG file declares in its header, or null when it declares none that can be read. */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  const b = bytes;
  const u16be = (i: number) => (b[i]! << 8) | b[i + 1]!;
  const u32be = (i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
  // PNG: the signature, then IHDR's width and height
  if (b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47)
    return { width: u32be(16), height: u32be(20) };
  // GIF: the logical screen, little-endian
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46)
    return { width: b[6]! | (b[7]! << 8), height: b[8]! | (b[9]! << 8) };
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC)
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null;
      const length = u16be(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: u16be(i + 7), height: u16be(i + 5) };
      if (length < 2) return null;
      i += 2 + length;
    }
  }
  return null;
}
