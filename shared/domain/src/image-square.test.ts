import { centredSquare, imageSizeOf, isSquare } from './image-square';

const hex = (h: string) => Uint8Array.from(Buffer.from(h.replace(/\s/g, ''), 'hex'));

/** A PNG header of the given size (signature + IHDR). */
const png = (w: number, h: number) => {
  const b = Buffer.alloc(33);
  hex('89504e470d0a1a0a0000000d49484452').forEach((v, i) => (b[i] = v));
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return new Uint8Array(b);
};
const gif = (w: number, h: number) => {
  const b = Buffer.from('GIF89a\0\0\0\0', 'latin1');
  b.writeUInt16LE(w, 6);
  b.writeUInt16LE(h, 8);
  return new Uint8Array(b);
};
/** SOI, an APP0 segment, then SOF0 with height and width. */
const jpeg = (w: number, h: number, sof = 0xc0) => {
  const app0 = hex('ffe0 0010 4a46494600 0101 00 0001 0001 0000');
  const sofSeg = Buffer.from([
    0xff,
    sof,
    0x00,
    0x11,
    0x08,
    h >> 8,
    h & 255,
    w >> 8,
    w & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  return new Uint8Array(Buffer.concat([hex('ffd8'), app0, sofSeg]));
};

test('the centred square of a landscape, a portrait and a square photo', () => {
  expect(centredSquare({ width: 1200, height: 800 })).toEqual({ x: 200, y: 0, side: 800 });
  expect(centredSquare({ width: 601, height: 1000 })).toEqual({ x: 0, y: 199, side: 601 });
  expect(centredSquare({ width: 512, height: 512 })).toEqual({ x: 0, y: 0, side: 512 });
});

test('sizes read from PNG, GIF and JPEG (baseline and progressive) headers', () => {
  expect(imageSizeOf(png(640, 480))).toEqual({ width: 640, height: 480 });
  expect(imageSizeOf(gif(300, 300))).toEqual({ width: 300, height: 300 });
  expect(imageSizeOf(jpeg(1024, 768))).toEqual({ width: 1024, height: 768 });
  expect(imageSizeOf(jpeg(90, 120, 0xc2))).toEqual({ width: 90, height: 120 });
  expect(isSquare(imageSizeOf(png(1, 1))!)).toBe(true);
  expect(isSquare(imageSizeOf(jpeg(1024, 768))!)).toBe(false);
});

test('no size from what is not one of those images, or is cut short', () => {
  expect(imageSizeOf(new TextEncoder().encode('<html>hello</html>'))).toBeNull();
  expect(imageSizeOf(jpeg(10, 10).slice(0, 12))).toBeNull();
  expect(imageSizeOf(hex('ffd8 ffda 0000'))).toBeNull();
  expect(imageSizeOf(new Uint8Array())).toBeNull();
});
