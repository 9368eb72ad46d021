import { catalogues } from '@hondana/i18n';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadTextArea } from '../../../i18n/i18n.ts';
import { tenantTheme } from '../../../tenant/theme.ts';
import PdfOutline from './PdfOutline.tsx';
import { currentEntry, type OutlineEntry, readOutline } from './pdf-outline.ts';

const en = catalogues.en.viewer.pdf;

/** A document as pdf.js answers it: destinations by name, by page reference and by page index. */
const pageRefs = [
  { num: 10, gen: 0 },
  { num: 20, gen: 0 },
  { num: 30, gen: 0 },
  { num: 40, gen: 0 },
];
const doc = {
  getOutline: async () => [
    { title: 'Preface', dest: [0, { name: 'XYZ' }], items: [] },
    {
      title: ' Part One ',
      dest: 'part-one',
      items: [
        { title: 'Chapter 1', dest: [pageRefs[1], { name: 'Fit' }], items: [] },
        { title: 'Chapter 2', dest: [pageRefs[3], { name: 'Fit' }], items: [] },
      ],
    },
    { title: 'Website', dest: null, url: 'https://example.com', items: [] },
  ],
  getDestination: async (name: string) => (name === 'part-one' ? [pageRefs[1], { name: 'Fit' }] : null),
  getPageIndex: async (ref: { num: number }) => pageRefs.findIndex((r) => r.num === ref.num),
} as unknown as Parameters<typeof readOutline>[0];

describe('the PDF outline as a table of contents', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadTextArea('viewer');
  });

  it('resolves named, referenced and numbered destinations to pages, nested as the book nests them', async () => {
    const entries = await readOutline(doc);
    expect(entries.map((e) => [e.title, e.page, e.children.map((c) => [c.title, c.page])])).toEqual([
      ['Preface', 1, []],
      [
        'Part One',
        2,
        [
          ['Chapter 1', 2],
          ['Chapter 2', 4],
        ],
      ],
      ['Website', null, []],
    ]);
    expect(currentEntry(entries, 3)?.title).toBe('Chapter 1');
    expect(currentEntry(entries, 2)?.title).toBe('Chapter 1');
    expect(currentEntry(entries, 1)?.title).toBe('Preface');
    expect(await readOutline({ ...doc, getOutline: async () => null } as never)).toEqual([]);
  });

  it('lists the entries as nested buttons, marks and focuses the current section, and goes to a page', async () => {
    const entries: OutlineEntry[] = await readOutline(doc);
    const onChoose = vi.fn();
    await act(async () => {
      render(
        <MantineProvider theme={tenantTheme(undefined)}>
          <PdfOutline
            opened
            onClose={() => undefined}
            entries={entries}
            currentPage={4}
            onChoose={onChoose}
          />
        </MantineProvider>,
      );
    });
    const nav = await screen.findByRole('navigation', { name: en.outline });
    const current = within(nav).getByRole('button', { current: 'location' });
    expect(current.textContent).toContain('Chapter 2');
    await vi.waitFor(() => expect(document.activeElement).toBe(current));
    // Nested: the chapters are a list inside Part One's item.
    const partOne = within(nav)
      .getByRole('button', { name: /Part One/ })
      .closest('li') as HTMLElement;
    expect(
      within(partOne)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Part One2', 'Chapter 12', 'Chapter 24']);
    // An entry leading out of the book is text, not a button.
    expect(within(nav).getByText('Website').tagName).toBe('SPAN');
    fireEvent.click(within(nav).getByRole('button', { name: /Chapter 1/ }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });
});
