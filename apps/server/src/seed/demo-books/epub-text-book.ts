import type { BookSpec } from './book-spec.ts';
import { chapterTitles, paragraphStream } from './compose-text.ts';
import { coverPng } from './cover-image.ts';
import { type EpubItem, escapeXml, navDocument, writeEpub, xhtmlDocument } from './epub-package.ts';
import { seedOf } from './seeded-random.ts';
import { themeById } from './texts/themes.ts';

const PARAGRAPHS_PER_CHAPTER = 7;

const horizontalCss = `body { font-family: serif; line-height: 1.7; margin: 0 5%; }
h1, h2 { font-family: sans-serif; line-height: 1.3; }
p { margin: 0 0 0.8em; text-indent: 1em; }
.cover { margin: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100vh; }
`;

/** Japanese vertical writing: columns right to left (the OPF sets right-to-left page progression). */
const verticalCss = `html { writing-mode: vertical-rl; -webkit-writing-mode: vertical-rl; -epub-writing-mode: vertical-rl; }
body { font-family: serif; line-height: 1.8; margin: 5% 0; }
h2 { font-family: sans-serif; }
p { margin: 0; text-indent: 1em; }
.cover { margin: 0; text-align: center; writing-mode: horizontal-tb; }
.cover img { max-width: 100%; max-height: 100vh; }
`;

/**
 * A reflowable EPUB 3: a cover page, then one XHTML document per chapter. With `epub-vertical`, the text
 * is set in vertical-rl and pages turn right to left.
 */
export async function epubTextBook(spec: BookSpec): Promise<{ bytes: Buffer; spineLength: number }> {
  const theme = themeById(spec.theme);
  const vertical = spec.kind === 'epub-vertical';
  const nextParagraph = paragraphStream(theme, seedOf(spec.file));
  const titles = chapterTitles(theme, spec.pages);
  const chapters: EpubItem[] = titles.map((title, index) => {
    const paragraphs = Array.from(
      { length: PARAGRAPHS_PER_CHAPTER },
      () => `    <p>${escapeXml(nextParagraph())}</p>`,
    );
    return {
      id: `chapter-${index + 1}`,
      href: `text/chapter-${index + 1}.xhtml`,
      mediaType: 'application/xhtml+xml',
      spine: true,
      data: xhtmlDocument({
        title,
        lang: spec.lang,
        css: '../style/book.css',
        body: `    <section epub:type="chapter">\n    <h2>${escapeXml(title)}</h2>\n${paragraphs.join('\n')}\n    </section>`,
      }),
    };
  });
  const coverPage: EpubItem = {
    id: 'cover',
    href: 'text/cover.xhtml',
    mediaType: 'application/xhtml+xml',
    spine: true,
    data: xhtmlDocument({
      title: spec.title,
      lang: spec.lang,
      css: '../style/book.css',
      body: `    <div class="cover"><img src="../images/cover.png" alt="${escapeXml(spec.title)}"/></div>`,
    }),
  };
  const items: EpubItem[] = [
    {
      id: 'cover-image',
      href: 'images/cover.png',
      mediaType: 'image/png',
      properties: 'cover-image',
      data: coverPng(spec),
    },
    {
      id: 'style',
      href: 'style/book.css',
      mediaType: 'text/css',
      data: vertical ? verticalCss : horizontalCss,
    },
    {
      id: 'nav',
      href: 'nav.xhtml',
      mediaType: 'application/xhtml+xml',
      properties: 'nav',
      data: navDocument(
        spec,
        titles.map((title, i) => ({ href: `text/chapter-${i + 1}.xhtml`, title })),
      ),
    },
    coverPage,
    ...chapters,
  ];
  const bytes = await writeEpub({
    identifier: `urn:hondana:demo:${spec.file}`,
    title: spec.title,
    author: spec.author,
    lang: spec.lang,
    rtl: vertical,
    items,
  });
  return { bytes, spineLength: items.filter((i) => i.spine).length };
}
