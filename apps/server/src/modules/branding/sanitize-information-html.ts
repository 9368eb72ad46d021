import sanitizeHtml from 'sanitize-html';

/** Colours, alignment and emphasis, the inline styles an information panel uses; never `url()`. */
const colour = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;
const allowedStyles = {
  '*': {
    color: [colour],
    'background-color': [colour],
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    'text-decoration': [/^(none|underline|line-through)$/],
  },
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style', 'lang', 'dir'],
  },
  allowedStyles,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images from the web only: no data: (a tracking-free image can be uploaded as a file instead).
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

/**
 * The tenant's "new information" HTML as the sidebar may draw it as given (no sanitiser
 * in the browser): formatting, links with web, mail and phone schemes (rel="noopener"), web images,
 * simple inline styles. Scripts, event handlers, `javascript:` and `data:` URLs, `url()` styles go.
 */
export function sanitizeInformationHtml(html: string): string {
  return sanitizeHtml(html, options);
}
