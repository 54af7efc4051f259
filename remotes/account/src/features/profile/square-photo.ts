import { centredSquare, imageSizeOf, isSquare } from '@mart/domain';

/**
 * SPEC §2: a profile photo is 1:1. A square photo is sent as it is (a GIF keeps its frames); any other is cut to
 * its centred square in the browser and sent as a JPEG (from a JPEG) or a PNG. Rejects when the browser cannot
 * decode the file as an image.
 */
export async function squarePhoto(file: File): Promise<File> {
  const declared = imageSizeOf(new Uint8Array(await file.arrayBuffer()));
  if (declared && isSquare(declared)) return file;
  const bitmap = await createImageBitmap(file);
  const { x, y, side } = centredSquare({ width: bitmap.width, height: bitmap.height });
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, x, y, side, side, 0, 0, side, side);
  bitmap.close();
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('the square could not be encoded');
  const name = `${file.name.replace(/\.[^.]*$/, '')}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
  return new File([blob], name, { type });
}
