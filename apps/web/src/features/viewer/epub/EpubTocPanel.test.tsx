import { catalogues } from '@hondana/i18n';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadTextArea } from '../../../i18n/i18n.ts';
import { tenantTheme } from '../../../tenant/theme.ts';
import { EpubTocPanel } from './EpubTocPanel.tsx';

const toc = [
  { label: 'One', href: 'one.xhtml' },
  { label: 'Two', href: 'two.xhtml', subitems: [{ label: 'Two, part 1', href: 'two.xhtml#p1' }] },
];

describe('EpubTocPanel (the EPUB reader’s contents)', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadTextArea('viewer');
  });

  it('marks the current chapter with our own style, not the brand-coloured active variant', async () => {
    await act(async () => {
      render(
        <MantineProvider theme={tenantTheme(undefined)}>
          <EpubTocPanel
            opened
            onClose={() => undefined}
            toc={toc}
            currentHref="two.xhtml"
            onChoose={() => undefined}
          />
        </MantineProvider>,
      );
    });
    const nav = await screen.findByRole('navigation', { name: catalogues.en.viewer.epub.contents });
    const current = within(nav).getByRole('button', { name: 'Two' });
    expect(current.getAttribute('aria-current')).toBe('location');
    // Mantine's `data-active` would paint it with the brand's light variant: brand text on brand.
    expect(nav.querySelectorAll('[data-active]')).toHaveLength(0);
    expect(within(nav).getByRole('button', { name: 'One' }).hasAttribute('aria-current')).toBe(false);
  });
});
