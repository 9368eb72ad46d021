import { Image } from '@napi-rs/canvas';
import type { CoverImages } from '../document-outcome.ts';
import { coverImages } from './cover-images.ts';

/** Decoding a larger image would take more memory than a cover is worth (≈ 400 MB of pixels). */
const MAX_PIXELS = 100_000_000;

/** Covers from an image file's bytes (JPEG, PNG, GIF, WebP, SVG…), or null when they do not decode. */
export async function imageCover(bytes: Buffer): Promise<CoverImages | null> {
  const size = declaredSize(bytes);
  if (size && size.width * size.height > MAX_PIXELS) return null;
  const image = new Image();
  const loaded = new Promise<boolean>((resolve) => {
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
  });
  image.src = bytes;
  if (!(await loaded) || image.width < 1 || image.height < 1) return null;
  if (image.width * image.height > MAX_PIXELS) return null;
  return coverImages(image);
}

/** Width and height from a PNG or JPEG header, read before anything is decoded. */
function declaredSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + length;
  }
  return null;
}
