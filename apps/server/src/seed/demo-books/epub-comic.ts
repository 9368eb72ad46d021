import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { BookSpec } from './book-spec.ts';
import { cssColour } from './colour.ts';
import { coverPng } from './cover-image.ts';
import { type EpubItem, escapeXml, navDocument, writeEpub, xhtmlDocument } from './epub-package.ts';
import { seededRandom, seedOf } from './seeded-random.ts';

const WIDTH = 800;
const HEIGHT = 1200;

/**
 * An image-only, comic-style EPUB: fixed layout, one drawn page (PNG) per spine item, no text in the pages.
 * Panels show two round characters meeting, wordless speech bubbles with symbols, and a changing sky.
 */
export async function epubComic(spec: BookSpec): Promise<{ bytes: Buffer; spineLength: number }> {
  const random = seededRandom(seedOf(spec.file));
  const items: EpubItem[] = [
    {
      id: 'cover-image',
      href: 'images/cover.png',
      mediaType: 'image/png',
      properties: 'cover-image',
      data: coverPng(spec),
    },
  ];
  const pages: EpubItem[] = [];
  const pageImages = [{ href: 'images/cover.png', alt: spec.title }];
  for (let index = 1; index <= spec.pages; index++) {
    const href = `images/page-${String(index).padStart(3, '0')}.png`;
    items.push({ id: `image-${index}`, href, mediaType: 'image/png', data: comicPage(spec, index, random) });
    pageImages.push({ href, alt: `${index}` });
  }
  pageImages.forEach((image, index) => {
    pages.push({
      id: `page-${index}`,
      href: `pages/page-${String(index).padStart(3, '0')}.xhtml`,
      mediaType: 'application/xhtml+xml',
      spine: true,
      data: xhtmlDocument({
        title: index === 0 ? spec.title : `${spec.title} ${index}`,
        lang: spec.lang,
        head: `\n    <meta name="viewport" content="width=${WIDTH}, height=${HEIGHT}"/>\n    <style>html, body { margin: 0; padding: 0; } img { display: block; width: ${WIDTH}px; height: ${HEIGHT}px; }</style>`,
        body: `    <img src="../${image.href}" alt="${escapeXml(image.alt)}"/>`,
      }),
    });
  });
  items.push({
    id: 'nav',
    href: 'nav.xhtml',
    mediaType: 'application/xhtml+xml',
    properties: 'nav',
    data: navDocument(spec, [{ href: 'pages/page-000.xhtml', title: spec.title }]),
  });
  items.push(...pages);
  const bytes = await writeEpub({
    identifier: `urn:hondana:demo:${spec.file}`,
    title: spec.title,
    author: spec.author,
    lang: spec.lang,
    rtl: spec.lang === 'ja',
    fixedLayout: true,
    items,
  });
  return { bytes, spineLength: pages.length };
}

function comicPage(spec: BookSpec, index: number, random: () => number): Uint8Array {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const gutter = 24;
  const rows = [[0.5, 0.5], [1], [0.4, 0.6]];
  let y = gutter;
  const rowHeight = (HEIGHT - gutter * (rows.length + 1)) / rows.length;
  rows.forEach((row, r) => {
    let x = gutter;
    row.forEach((share, c) => {
      const w = (WIDTH - gutter * (row.length + 1)) * share;
      panel(ctx, { x, y, w, h: rowHeight }, spec.colour, index * 7 + r * 3 + c, random);
      x += w + gutter;
    });
    y += rowHeight + gutter;
  });
  return canvas.toBuffer('image/png');
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SYMBOLS: ((ctx: SKRSContext2D, x: number, y: number) => void)[] = [
  (ctx, x, y) => {
    ctx.fillRect(x - 4, y - 22, 8, 28);
    ctx.fillRect(x - 4, y + 12, 8, 8);
  },
  (ctx, x, y) => {
    ctx.beginPath();
    ctx.moveTo(x, y + 14);
    ctx.bezierCurveTo(x - 30, y - 8, x - 12, y - 28, x, y - 10);
    ctx.bezierCurveTo(x + 12, y - 28, x + 30, y - 8, x, y + 14);
    ctx.fill();
  },
  (ctx, x, y) => {
    for (let i = 0; i < 3; i++) {
      ctx.beginPath();
      ctx.arc(x - 18 + i * 18, y, 5, 0, Math.PI * 2);
      ctx.fill();
    }
  },
];

function panel(ctx: SKRSContext2D, box: Box, colour: string, step: number, random: () => number): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  const evening = step % 5 === 4;
  const sky = ctx.createLinearGradient(0, box.y, 0, box.y + box.h);
  sky.addColorStop(0, evening ? '#f4a261' : cssColour(colour, 0.75));
  sky.addColorStop(1, evening ? '#e76f51' : cssColour(colour, 0.95));
  ctx.fillStyle = sky;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.fillStyle = cssColour(colour, -0.2);
  ctx.fillRect(box.x, box.y + box.h * 0.78, box.w, box.h * 0.22);
  const heroX = box.x + box.w * (0.2 + 0.15 * (step % 3));
  const friendX = box.x + box.w * (0.8 - 0.1 * (step % 2));
  const ground = box.y + box.h * 0.78;
  character(ctx, heroX, ground, Math.min(box.h, box.w) * 0.22, colour, step);
  if (step % 4 !== 0) character(ctx, friendX, ground, Math.min(box.h, box.w) * 0.18, '#e9c46a', step + 1);
  if (random() < 0.7) {
    const bx = box.x + box.w * (0.25 + random() * 0.5);
    const by = box.y + box.h * 0.2;
    ctx.fillStyle = '#ffffff';
    ctx.strokeStyle = '#222222';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.ellipse(bx, by, 60, 38, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#222222';
    (SYMBOLS[step % SYMBOLS.length] as (typeof SYMBOLS)[number])(ctx, bx, by);
  }
  ctx.restore();
  ctx.strokeStyle = '#111111';
  ctx.lineWidth = 5;
  ctx.strokeRect(box.x, box.y, box.w, box.h);
}

function character(
  ctx: SKRSContext2D,
  x: number,
  ground: number,
  size: number,
  colour: string,
  step: number,
): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(x, ground - size * 0.9, size * 0.7, size * 0.9, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  const look = step % 2 === 0 ? 1 : -1;
  for (const dx of [-0.25, 0.25]) {
    ctx.beginPath();
    ctx.arc(x + size * dx, ground - size * 1.2, size * 0.16, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#111111';
  for (const dx of [-0.25, 0.25]) {
    ctx.beginPath();
    ctx.arc(x + size * dx + look * size * 0.05, ground - size * 1.2, size * 0.07, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = '#111111';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(x, ground - size * 0.9, size * 0.25, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
}
