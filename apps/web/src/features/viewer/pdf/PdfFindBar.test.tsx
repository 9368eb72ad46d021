import type { FindInBookResult } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadTextArea } from '../../../i18n/i18n.ts';
import { tenantTheme } from '../../../tenant/theme.ts';
import { installFakeNetwork } from '../../../test-support/render-with-app.tsx';
import PdfFindBar, { type FindShown } from './PdfFindBar.tsx';

const en = catalogues.en.viewer.pdf;

/** Three matches: one on page 2, two on page 5. */
const answer: FindInBookResult = {
  terms: ['keeper'],
  total: 3,
  truncated: false,
  pages: [
    { page: 2, matches: [[4, 10]] },
    {
      page: 5,
      matches: [
        [0, 6],
        [20, 26],
      ],
    },
  ],
};

async function renderBar(currentPage: number) {
  const network = installFakeNetwork({ findInBook: () => ({ status: 200, data: answer }) });
  const shown: (FindShown | null)[] = [];
  const onClose = vi.fn();
  await act(async () => {
    render(
      <MantineProvider theme={tenantTheme(undefined)}>
        <PdfFindBar
          token={() => 'viewer-token-0123456789'}
          currentPage={currentPage}
          onShow={(s) => shown.push(s)}
          onClose={onClose}
        />
      </MantineProvider>,
    );
  });
  return { network, shown, onClose, input: screen.getByRole('searchbox', { name: en.findInput }) };
}

describe('PdfFindBar (find in the book)', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadTextArea('viewer');
  });

  it('asks the server with the viewer token, shows "n of total" and goes on from the reader’s page', async () => {
    const { network, shown, input } = await renderBar(3);
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'keeper' } });
    await waitFor(() => expect(screen.getByText('2 of 3')).toBeTruthy());
    expect(network.callsTo('findInBook')[0]?.body).toEqual({ token: 'viewer-token-0123456789', q: 'keeper' });
    expect(shown.at(-1)).toEqual({ terms: ['keeper'], place: { page: 5, ordinal: 0 } });
  });

  it('Enter goes to the next match, Shift+Enter to the previous, round the book; Escape closes', async () => {
    const { shown, input, onClose } = await renderBar(1);
    fireEvent.change(input, { target: { value: 'keeper' } });
    await waitFor(() => expect(screen.getByText('1 of 3')).toBeTruthy());
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(shown.at(-1)?.place).toEqual({ page: 5, ordinal: 1 });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.findPrevious }));
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says when nothing is found, and when the book could not be searched', async () => {
    installFakeNetwork({
      findInBook: ({ body }) =>
        (body as { q: string }).q === 'zzz'
          ? { status: 200, data: { terms: ['zzz'], total: 0, truncated: false, pages: [] } }
          : { status: 745, message: 'api.error.745', data: null },
    });
    await act(async () => {
      render(
        <MantineProvider theme={tenantTheme(undefined)}>
          <PdfFindBar
            token={() => 'viewer-token-0123456789'}
            currentPage={1}
            onShow={() => undefined}
            onClose={() => undefined}
          />
        </MantineProvider>,
      );
    });
    const input = screen.getByRole('searchbox', { name: en.findInput });
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByText(en.findNone)).toBeTruthy());
    expect(screen.getByRole('button', { name: en.findNext })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'refused' } });
    await waitFor(() => expect(screen.getByText(en.findFailed)).toBeTruthy());
  });
});
