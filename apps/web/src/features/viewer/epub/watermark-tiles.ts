import type { View } from 'foliate-js/view.js';

export interface WatermarkTile {
  /** The section's document the tile belongs to. */
  doc: Document;
  /** Screen coordinates of the tile. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the watermark goes, in screen coordinates: for a reflowable book, one tile per page of the
 * section's frame (the paginator's container is one page; the frame is laid out as a strip of such
 * pages, or one long page when scrolled), starting at the frame's corner, limited to what is in view;
 * for a fixed layout, one tile per page frame.
 */
export function watermarkTiles(view: View): WatermarkTile[] {
  const tiles: WatermarkTile[] = [];
  for (const { doc } of view.renderer.getContents()) {
    const frame = doc.defaultView?.frameElement;
    if (!frame) continue;
    const frameBox = frame.getBoundingClientRect();
    if (view.isFixedLayout) {
      tiles.push({
        doc,
        left: frameBox.left,
        top: frameBox.top,
        width: frameBox.width,
        height: frameBox.height,
      });
      continue;
    }
    const page = frame.parentElement?.parentElement?.getBoundingClientRect();
    if (!page || page.width < 1 || page.height < 1) continue;
    // Half a pixel of slack: box sizes are fractional, and a sliver of the next tile is not a page.
    const firstColumn = Math.floor((page.left - frameBox.left + 0.5) / page.width);
    const lastColumn = Math.ceil((page.right - frameBox.left - 0.5) / page.width);
    const firstRow = Math.floor((page.top - frameBox.top + 0.5) / page.height);
    const lastRow = Math.ceil((page.bottom - frameBox.top - 0.5) / page.height);
    for (let column = firstColumn; column < lastColumn; column++)
      for (let row = firstRow; row < lastRow; row++)
        tiles.push({
          doc,
          left: frameBox.left + column * page.width,
          top: frameBox.top + row * page.height,
          width: page.width,
          height: page.height,
        });
  }
  return tiles;
}
