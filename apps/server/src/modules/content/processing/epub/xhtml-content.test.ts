import { describe, expect, it } from 'vitest';
import { setsVerticalWriting } from './vertical-writing.ts';
import { xhtmlContent } from './xhtml-content.ts';

describe('xhtmlContent', () => {
  it('gives blocks on their own lines, without head, scripts, styles or ruby readings', () => {
    const { text } = xhtmlContent(`<?xml version="1.0"?>
<!DOCTYPE html [ <!ENTITY x "y"> ]>
<html><head><title>Not text</title><style>p { color: red }</style></head>
<body><h1>Chapter  One</h1>
<p>Fish &amp; chips &#x2014; <b>bold</b>
   and   <i>italic</i>&nbsp;words<br/>next line</p>
<script>alert("no")</script><!-- a comment <p>hidden</p> -->
<p><![CDATA[a < b]]> and a stray < sign</p>
<p><ruby>草枕<rp>(</rp><rt>くさまくら</rt><rp>)</rp></ruby>を読む</p></body></html>`);
    expect(text).toBe(
      'Chapter One\nFish & chips \u2014 bold and italic\u00a0words\nnext line\na < b and a stray < sign\n草枕を読む',
    );
  });

  it('joins the source lines of a Japanese paragraph without spaces', () => {
    const { text } = xhtmlContent(
      '<p>山路を登りながら、\n  こう考えた。\n智に働けば角が立つ。</p><p>English\nwords</p>',
    );
    expect(text).toBe('山路を登りながら、こう考えた。智に働けば角が立つ。\nEnglish words');
  });

  it('collects images, stylesheets and the inline CSS of html and body', () => {
    const content = xhtmlContent(`<html style="writing-mode: vertical-rl"><head>
<link rel="stylesheet" href="../css/book.css"/><link rel="icon" href="x.png"/></head>
<body><img src="../images/p1.jpg" alt="page one"/><svg><image xlink:href="p2.png"/></svg></body></html>`);
    expect(content.images).toEqual(['../images/p1.jpg', 'p2.png']);
    expect(content.stylesheets).toEqual(['../css/book.css']);
    expect(setsVerticalWriting(content.inlineCss)).toBe(true);
    expect(content.text).toBe('');
  });

  it('survives unterminated and hostile markup', () => {
    expect(xhtmlContent('<p>open <b attr="never closed').text).toBe('open');
    expect(xhtmlContent('<p>a</p><!-- unterminated').text).toBe('a');
    expect(xhtmlContent(`${'<div>'.repeat(100_000)}deep`).text).toBe('deep');
    expect(xhtmlContent('<p>&#0; &#xD800; &#99999999; &unknown;</p>').text).toBe(
      '\ufffd \ufffd \ufffd &unknown;',
    );
  });
});

describe('setsVerticalWriting', () => {
  it('looks at the writing mode of the document root only', () => {
    expect(setsVerticalWriting('html { -epub-writing-mode: vertical-rl; }')).toBe(true);
    expect(setsVerticalWriting('body.book, p { -webkit-writing-mode: vertical-rl }')).toBe(true);
    expect(setsVerticalWriting('@media all { :root { writing-mode: vertical-rl } }')).toBe(true);
    expect(setsVerticalWriting('.tate { writing-mode: vertical-rl }')).toBe(false);
    expect(
      setsVerticalWriting('/* html { writing-mode: vertical-rl } */ html { writing-mode: horizontal-tb }'),
    ).toBe(false);
  });
});
