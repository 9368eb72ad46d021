import { catalogues } from '@hondana/i18n';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadTextArea } from '../../../i18n/i18n.ts';
import { tenantTheme } from '../../../tenant/theme.ts';
import { EpubPrintButton } from './EpubPrintButton.tsx';

const en = catalogues.en.viewer;

/** The browser's print (the test's DOM has none). */
function stubPrint() {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  return print;
}

async function renderButton(print: 0 | 1 | 2, onPrintWhole = vi.fn()) {
  await act(async () => {
    render(
      <MantineProvider theme={tenantTheme(undefined)}>
        <EpubPrintButton print={print} disabled={false} onPrintWhole={onPrintWhole} />
      </MantineProvider>,
    );
  });
  return onPrintWhole;
}

describe('EpubPrintButton (the EPUB reader follows the book’s print mode)', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadTextArea('viewer');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prints the page in view when the book allows this page only', async () => {
    const print = stubPrint();
    const onPrintWhole = await renderButton(2);
    fireEvent.click(screen.getByRole('button', { name: en.print.currentPage }));
    expect(print).toHaveBeenCalledOnce();
    expect(onPrintWhole).not.toHaveBeenCalled();
  });

  it('builds the whole book first when every page may be printed', async () => {
    const print = stubPrint();
    const onPrintWhole = await renderButton(1);
    fireEvent.click(screen.getByRole('button', { name: en.epub.printWhole }));
    expect(onPrintWhole).toHaveBeenCalledOnce();
    expect(print).not.toHaveBeenCalled();
  });

  it('offers no print button when printing is not allowed', async () => {
    await renderButton(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
