import { FooterPosition, type ViewSettings } from '@hondana/contract';

type FooterLink = ViewSettings['footerSettingResponse']['links'][number];

/** Seed 000 §2: upper, middle, lower rows (positionLink 1, 3, 2), each by ordinal; empty rows dropped. */
export function footerRows(links: readonly FooterLink[]): FooterLink[][] {
  return [FooterPosition.UPPER, FooterPosition.MIDDLE, FooterPosition.LOWER]
    .map((position) =>
      links.filter((link) => link.positionLink === position).sort((a, b) => a.ordinal - b.ordinal),
    )
    .filter((row) => row.length > 0);
}
