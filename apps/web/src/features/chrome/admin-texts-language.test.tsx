import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/** The footer's link labels and the sidebar's news, as a reader sees them. */
async function adminTexts() {
  const footer = await screen.findByRole('contentinfo');
  const links = within(footer)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  const news = [...document.querySelectorAll('[class*="information"]')].map(
    (panel) => panel.textContent ?? '',
  );
  return { links, news };
}

describe('texts an admin writes, in the interface language (Demo Library demo data)', () => {
  it('a Japanese portal shows no English footer links or news; in English, no Japanese ones', async () => {
    await renderWithApp('/demo', tenantHandlers('demo'));
    await waitFor(() => expect(i18next.language).toBe('ja'));
    await waitFor(async () => expect((await adminTexts()).links).toContain('蔵書を探す'));
    const ja = await adminTexts();
    expect(ja.links.length).toBeGreaterThan(2);
    expect(ja.news).toHaveLength(2);
    for (const text of [...ja.links, ...ja.news]) expect(text, text).not.toMatch(LATIN_WORD);

    await act(() => i18next.changeLanguage('en'));
    await waitFor(async () => expect((await adminTexts()).links).toContain('Search the catalogue'));
    const en = await adminTexts();
    for (const text of [...en.links, ...en.news]) expect(text, text).not.toMatch(JAPANESE);
  });
});
