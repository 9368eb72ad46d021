import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawCover } from './draw-cover.ts';

async function pixels(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: context.getImageData(0, 0, image.width, image.height).data,
  };
}

/** Share of pixels close to the colour (r, g, b). */
function share(data: Uint8ClampedArray, [r, g, b]: [number, number, number]): number {
  let near = 0;
  for (let i = 0; i < data.length; i += 4) {
    const distance =
      Math.abs((data[i] as number) - r) +
      Math.abs((data[i + 1] as number) - g) +
      Math.abs((data[i + 2] as number) - b);
    if (distance < 60) near++;
  }
  return near / (data.length / 4);
}

describe('drawCover', () => {
  it('draws a Japanese title and its author in the tenant colours, in two WebP sizes', async () => {
    const cover = await drawCover({
      title: '草枕',
      author: '夏目漱石',
      background: '#1a3d7c',
      foreground: '#ffd700',
    });
    expect(cover.mimeType).toBe('image/webp');
    const large = await pixels(cover.large);
    const small = await pixels(cover.small);
    expect([large.width, large.height, cover.width, cover.height]).toEqual([600, 900, 600, 900]);
    expect([small.width, small.height]).toEqual([200, 300]);
    expect(share(large.data, [0x1a, 0x3d, 0x7c])).toBeGreaterThan(0.8);
    expect(share(large.data, [0xff, 0xd7, 0x00])).toBeGreaterThan(0.01);
  });

  it('wraps a long title, and falls back to readable colours when the stored ones are not colours', async () => {
    const title =
      'A very long title that certainly does not fit on one line of the cover at all, not even two';
    const cover = await drawCover({ title, background: 'url(x)', foreground: 'javascript:' });
    const large = await pixels(cover.large);
    expect(share(large.data, [255, 255, 255])).toBeGreaterThan(0.8);
    expect(share(large.data, [0x22, 0x22, 0x22])).toBeGreaterThan(0.02);
  });
});
