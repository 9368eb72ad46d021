import type { AuthUser } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { type Answer, ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, adminGroups, companyAdmin, FakeXhr, pageOf } from '../contents/admin-test-support.ts';
import { harbour } from './company-settings-test-support.ts';

const admin: AuthUser = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'company.read', 'company.update'],
};

const switchOf = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[data-publish-uploads]');
    if (!found) throw new Error('no switch yet');
    return found;
  });

describe('company settings of the administration (component test, real app, fake network)', () => {
  it('turns publishing new contents off and on, saving each change, and shows a refusal', async () => {
    let answer: (body: { publishUploads: boolean }) => Answer = () => ({
      status: 614,
      message: 'api.error.614',
      data: null,
    });
    const { network } = await renderWithApp(
      '/admin/company-settings',
      {
        authInfo: () => ok(admin),
        companyUploadSetting: () => ok({ companyId: 1, publishUploads: true }),
        companyDetail: () => ok({ ...harbour, id: 1 }),
        companyUploadSettingUpdate: ({ body }) => answer(body as { publishUploads: boolean }),
      },
      { cookies: adminCookies },
    );
    const toggle = await switchOf();
    const page = document.querySelector<HTMLElement>('[data-page="admin-company-settings"]') as HTMLElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    expect(page.textContent).toContain(i18next.t('companySettings.publishUploadsOn'));
    // Named by its label (Mantine adds the description after it).
    const named = within(page).getByRole('switch', {
      name: (name) => name.startsWith(i18next.t('companySettings.publishUploads')),
    });
    expect(named).toBe(toggle);

    const user = userEvent.setup();
    await user.click(toggle);
    const alert = await within(
      page.querySelector('fieldset:has([data-publish-uploads])') as HTMLElement,
    ).findByRole('alert');
    expect(alert.textContent).toBe(i18next.t('api.error.614'));
    expect(network.callsTo('companyUploadSettingUpdate')[0]?.body).toEqual({ publishUploads: false });
    // Refused: the switch shows what the company still has.
    expect(toggle.checked).toBe(true);

    answer = (body) => ok({ companyId: 1, ...body });
    await user.click(toggle);
    await waitFor(() => expect(alert.isConnected).toBe(false));
    expect(toggle.checked).toBe(false);
    expect(page.textContent).toContain(i18next.t('companySettings.publishUploadsOff'));
    await waitFor(() => expect(document.body.textContent).toContain(i18next.t('companySettings.saved')));

    // By keyboard too.
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(network.callsTo('companyUploadSettingUpdate').map((call) => call.body)).toEqual([
      { publishUploads: false },
      { publishUploads: false },
      { publishUploads: true },
    ]);
    expect(screen.getByRole('link', { name: i18next.t('contentAdmin.nav.companySettings') })).toBeTruthy();
  });
});

describe('upload dialog and the company’s choice', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('shows the company’s default and sends published only when the admin chooses it here', async () => {
    await renderWithApp(
      '/admin/contents',
      {
        authInfo: () => ok(admin),
        contentPage: () => ok(pageOf([])),
        companyUploadSetting: () => ok({ companyId: 1, publishUploads: false }),
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    await user.click(
      await waitFor(() => {
        const button = document.querySelector<HTMLButtonElement>('[data-open-upload]');
        if (!button) throw new Error('no upload button yet');
        return button;
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const publish = await within(dialog).findByRole('checkbox', {
      name: i18next.t('companySettings.upload.publish'),
    });
    expect((publish as HTMLInputElement).checked).toBe(false);
    expect(dialog.textContent).toContain(i18next.t('companySettings.upload.companyDefaultOff'));

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const send = within(dialog).getByRole('button', { name: i18next.t('contentAdmin.upload.send') });
    const upload = async (name: string) => {
      // An EPUB whose package cannot be read: titled by its file name, without loading the PDF reader.
      await user.upload(input, [new File(['PK not a zip'], name, { type: 'application/epub+zip' })]);
      await waitFor(() =>
        expect(
          dialog.querySelector(`[data-upload-item="${name}"] [data-upload-metadata="reading"]`),
        ).toBeNull(),
      );
      await user.click(send);
    };
    await upload('Draft.epub');
    expect(JSON.parse(String(FakeXhr.sent[0]?.body?.get('content-data')))).toEqual({ title: 'Draft' });

    await user.click(publish);
    expect((publish as HTMLInputElement).checked).toBe(true);
    await upload('Chosen.epub');
    expect(JSON.parse(String(FakeXhr.sent[1]?.body?.get('content-data')))).toEqual({
      title: 'Chosen',
      published: true,
    });
  });
});

describe('content added without a file and the company’s choice', () => {
  it('starts the published box as the company chose', async () => {
    await renderWithApp(
      '/admin/contents/new',
      {
        authInfo: () => ok(admin),
        contentGroupAll: () => ok(adminGroups),
        companyUploadSetting: () => ok({ companyId: 1, publishUploads: false }),
      },
      { cookies: adminCookies },
    );
    const published = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[name="published"]');
      if (!found) throw new Error('no form yet');
      return found;
    });
    expect(published.checked).toBe(false);
  });
});
