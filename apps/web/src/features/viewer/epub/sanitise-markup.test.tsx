import { describe, expect, it } from 'vitest';
import { sanitiseMarkup } from './sanitise-markup.ts';

const xhtml = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" lang="ja">
  <head>
    <title>One</title>
    <style>p { color: red; }</style>
    <script>top.ran = true;</script>
    <base href="https://example.test/"/>
    <meta http-equiv="refresh" content="0; url=https://example.test/"/>
  </head>
  <body onload="top.ran = true">
    <p id="p" class="text" onclick="top.ran = true" style="text-indent: 1em">本文</p>
    <a href="javascript:top.ran = true">link</a>
    <a href="#note">note</a>
    <img src="blob:picture" alt="" onerror="top.ran = true"/>
    <object data="blob:x"></object>
    <svg xmlns="http://www.w3.org/2000/svg" onload="top.ran = true"><script>top.ran = true;</script><circle r="1"/></svg>
  </body>
</html>`;

describe('sanitiseMarkup (every document of a book before it is shown)', () => {
  const clean = sanitiseMarkup(xhtml, 'application/xhtml+xml');
  const doc = new DOMParser().parseFromString(clean, 'application/xhtml+xml');

  it('takes out scripts, handlers, javascript: links, frames, objects, base and refresh', () => {
    expect(doc.querySelectorAll('script, iframe, object, base, meta[http-equiv]')).toHaveLength(0);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('top.ran');
  });

  it('keeps the text, the styles, the pictures and the inner links, and stays XHTML', () => {
    expect(doc.getElementById('p')?.textContent).toBe('本文');
    expect(doc.getElementById('p')?.getAttribute('style')).toBe('text-indent: 1em');
    expect(doc.querySelector('style')?.textContent).toContain('color: red');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('blob:picture');
    expect(doc.querySelector('a[href="#note"]')).not.toBeNull();
    expect(doc.querySelector('circle')).not.toBeNull();
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
  });

  it('cleans HTML too, and a broken XHTML document as HTML', () => {
    const html = sanitiseMarkup('<p onclick="x()">a<script>x()</script></p>', 'text/html');
    expect(html).toContain('<p>a</p>');
    const broken = sanitiseMarkup(
      '<html><body><p>unclosed<script>x()</script></body></html>',
      'application/xhtml+xml',
    );
    expect(broken).toContain('unclosed');
    expect(broken).not.toContain('x()');
  });
});
