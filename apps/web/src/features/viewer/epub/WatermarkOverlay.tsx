import type { ViewerWatermark } from '@hondana/contract';
import type { View } from 'foliate-js/view.js';
import { useEffect, useRef } from 'react';
import { drawWatermark } from '../watermark/draw-watermark.ts';
import classes from './epub-viewer.module.css';
import { markSection, watermarkImage } from './watermark-image.ts';
import { watermarkTiles } from './watermark-tiles.ts';

/**
 * The watermark over the visible page(s): a canvas above the book that lets every pointer event
 * through, drawn at the device's pixel ratio on every page tile in view, again whenever the reading
 * area changes size, the reader moves or scrolls (`redrawKey`, the renderer's scroll), or a section
 * loads. Each drawing also puts the same tiles inside the sections' documents (`markSection`), so
 * removing the canvas leaves the watermark on the page.
 */
export function WatermarkOverlay(props: {
  view: View;
  mark: ViewerWatermark;
  text: string;
  redrawKey: unknown;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { view, mark, text, redrawKey } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawKey (the reader moved) is a trigger only.
  useEffect(() => {
    const canvas = canvasRef.current;
    const stage = canvas?.parentElement;
    if (!canvas || !stage) return;
    const images = new Map<string, string>();
    const marked = new WeakMap<Document, string>();
    /**
     * Sections foliate has finished setting up: it copies a section's background behind the frame right
     * after its `load` event, and a mark painted before would be copied too (a second, misplaced one).
     */
    const settled = new WeakSet<Document>();
    const draw = () => {
      const box = stage.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(box.width * ratio));
      canvas.height = Math.max(1, Math.round(box.height * ratio));
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      for (const tile of watermarkTiles(view)) {
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.translate(tile.left - box.left, tile.top - box.top);
        ctx.save();
        ctx.beginPath();
        ctx.rect(0, 0, tile.width, tile.height);
        ctx.clip();
        drawWatermark(ctx, { width: tile.width, height: tile.height }, mark, text);
        ctx.restore();
        const size = `${Math.round(tile.width)}x${Math.round(tile.height)}`;
        if (!settled.has(tile.doc) || marked.get(tile.doc) === size) continue;
        let image = images.get(size);
        if (image === undefined) {
          image = watermarkImage(mark, text, tile.width, tile.height);
          images.set(size, image);
        }
        markSection(tile.doc, image, tile, view.isFixedLayout);
        marked.set(tile.doc, size);
      }
    };
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(draw);
    };
    soon();
    const observer = new ResizeObserver(soon);
    observer.observe(stage);
    view.renderer.addEventListener('scroll', soon);
    const onLoad = (event: Event) => {
      const { doc } = (event as CustomEvent<{ doc: Document }>).detail;
      setTimeout(() => {
        settled.add(doc);
        soon();
      });
    };
    for (const { doc } of view.renderer.getContents()) settled.add(doc);
    view.addEventListener('load', onLoad);
    window.addEventListener('beforeprint', draw);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      view.renderer.removeEventListener('scroll', soon);
      view.removeEventListener('load', onLoad);
      window.removeEventListener('beforeprint', draw);
    };
  }, [view, mark, text, redrawKey]);

  return <canvas ref={canvasRef} className={classes.watermark} data-testid="epub-watermark" />;
}
