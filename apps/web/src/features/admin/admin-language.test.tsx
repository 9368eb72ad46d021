import { catalogues } from '@hondana/i18n';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { renderWithApp, unauthorized } from '../../test-support/render-with-app.tsx';

const T = { timeout: 15_000 };

describe('the administration site’s language (component test, real app, fake network)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [['ja-JP', 'ja'], 'ja', 'ja'],
    [['de-DE', 'fr'], 'vn', 'vi'],
  ] as const)(
    'with no choice saved, a browser asking for %j gets the login in %s',
    async (languages, lang, htmlLang) => {
      vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
      await renderWithApp('/admin/login', { authInfo: () => unauthorized });
      const title = await waitFor(() => {
        const found = document.querySelector('[data-page="admin-login"] h1');
        if (!found) throw new Error('no login page yet');
        return found;
      }, T);
      await waitFor(() => expect(i18next.language).toBe(lang), T);
      expect(title.textContent).toBe(catalogues[lang].accounts.admin.loginTitle);
      expect(document.documentElement.lang).toBe(htmlLang);
    },
  );
});
