import type { ViewerWatermark } from '@hondana/contract';
import type { View } from 'foliate-js/view.js';
import { useEffect, useRef } from 'react';
import { drawWatermark } from '../watermark/draw-watermark.ts';
import classes from './epub-viewer.module.css';
import { watermarkTiles } from './watermark-tiles.ts';

/**
 * The watermark over the visible page(s): a canvas above the book that lets every pointer event
 * through, drawn at the device's pixel ratio on every page tile in view, again whenever the reading
 * area changes size, the reader moves or scrolls (`redrawKey`, the renderer's scroll), or a section
 * loads. It is the only layer on screen: a second copy inside the sections' documents (drawn at one
 * pixel per CSS pixel, inverted by night mode, a frame late while scrolling) lay over it, and the
 * two never matched exactly, so the mark looked doubled and smeared.
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
    // After foliate has laid the new section out (it does so right after the section's `load`).
    const onLoad = () => setTimeout(soon);
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
