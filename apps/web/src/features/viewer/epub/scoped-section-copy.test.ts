import { describe, expect, it } from 'vitest';
import { scopeCss } from './scoped-section-copy.ts';

describe('scopeCss (a section’s styles in its print copy)', () => {
  it('turns html rules into the copy’s host and body rules into its body, nothing else', () => {
    expect(scopeCss('html { writing-mode: vertical-rl; }')).toBe(':host { writing-mode: vertical-rl; }');
    expect(scopeCss('body{margin:0}\nbody p, html > body .x { color: red }')).toBe(
      '.epub-body{margin:0}\n.epub-body p, :host > .epub-body .x { color: red }',
    );
    expect(scopeCss('@media print { body.dark { color: #000 } }')).toBe(
      '@media print { .epub-body.dark { color: #000 } }',
    );
  });

  it('leaves words that merely contain html or body alone', () => {
    const css = '.tbody td, .htmlish { content: "body"; } tbody { x: 1 }';
    expect(scopeCss(css)).toBe(css);
  });
});
