import { FooterPosition, LinkType, type ViewSettings } from '@hondana/contract';

type FooterLink = ViewSettings['footerSettingResponse']['links'][number];

/** The portal's pages for visitors only: a signed-in reader has nothing to do there (they lead home). */
const VISITOR_PAGES: ReadonlySet<string> = new Set(['/register', '/sign-up', '/login', '/forget-password']);

/** An internal link to a page for visitors only (its path, without query or trailing slash). */
export function isVisitorOnlyLink(link: Pick<FooterLink, 'url' | 'typeLink'>): boolean {
  if (link.typeLink !== LinkType.INTERNAL) return false;
  const path = `/${link.url.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? ''}`;
  return VISITOR_PAGES.has(path.toLowerCase());
}

/**
 * Upper, middle, lower rows (positionLink 1, 3, 2), each by ordinal; empty rows dropped.
 * A signed-in reader is not offered the visitors' pages (sign up, log in).
 */
export function footerRows(
  links: readonly FooterLink[],
  options: { signedIn?: boolean } = {},
): FooterLink[][] {
  const shown = options.signedIn ? links.filter((link) => !isVisitorOnlyLink(link)) : links;
  return [FooterPosition.UPPER, FooterPosition.MIDDLE, FooterPosition.LOWER]
    .map((position) =>
      shown.filter((link) => link.positionLink === position).sort((a, b) => a.ordinal - b.ordinal),
    )
    .filter((row) => row.length > 0);
}
