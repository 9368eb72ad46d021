import { writeDay } from '@hondana/i18n/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next, loadTextArea } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { timezoneOptions } from './ReaderPreferencesSection.tsx';
import { admin, page, pick, reader, userGroup } from './reader-test-support.ts';

const T = { timeout: 15_000 };
// The console's texts are a lazy area: loaded with the first render that asks for them.
beforeAll(() => loadTextArea('contentAdmin'));
beforeEach(() => useSession.setState(initialSessionState));
let session = 0;
/** A token of its own per test: the session store starts empty and knows no earlier test's token. */
const cookies = () => ({ hondana_token_admin: `readers-${++session}` });
const groups = () => ok(page([userGroup(7, 'Teachers')]));
const label = (key: string) => ({ name: new RegExp(`^${i18next.t(key)}`) });

/** Types a text at once (typing each key of a dozen fields takes long on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

async function openForm(button: string) {
  const user = userEvent.setup();
  // Named when asked: the first render may be in the portal's language before the admin's own.
  await user.click(await screen.findByRole('button', { name: (name) => name === i18next.t(button) }, T));
  const dialog = await screen.findByRole('dialog', {}, T);
  return { user, dialog };
}

describe('the reader form’s every field (component test, real app, fake network)', () => {
  it('adds a reader with every field the contract takes, each sent as typed', async () => {
    const { network } = await renderWithApp(
      '/admin/readers',
      {
        authInfo: () => ok(admin),
        readerPage: () => ok(page([])),
        userGroupPage: groups,
        readerAdd: () => ok({ ...reader(8), invitationSent: true }),
      },
      { cookies: cookies() },
    );
    const { user, dialog } = await openForm('readerAdmin.list.add');
    const box = (key: string) => within(dialog).getByRole('textbox', label(key));
    for (const name of ['identity', 'access', 'preferences', 'params'])
      expect(within(dialog).getByRole('group', { name: i18next.t(`readerAdmin.form.sections.${name}`) }));
    await fill(user, box('readerAdmin.form.fullName'), 'Ann Lee');
    await fill(user, box('readerAdmin.form.lastName'), 'Lee');
    await fill(user, box('readerAdmin.form.firstName'), 'Ann');
    await fill(user, box('readerAdmin.form.email'), 'ann@demo.hondana.test');
    await fill(user, box('readerAdmin.form.externalId'), 'sso-42');
    await fill(user, box('readerAdmin.form.staffId'), 'S-9');
    for (const n of [1, 3, 5]) await fill(user, box(`readerAdmin.form.param${n}`), `value ${n}`);

    await pick(user, within(dialog).getByLabelText(i18next.t('readerAdmin.form.userGroup')), 'Teachers');
    await pick(
      user,
      within(dialog).getByLabelText(i18next.t('readerAdmin.form.subscriptionType')),
      i18next.t('readerAdmin.types.2'),
    );
    await user.type(
      box('readerAdmin.form.subscriptionStart'),
      writeDay('en', 'date', { year: 2026, month: 12, day: 1 }),
    );
    await user.type(
      box('readerAdmin.form.subscriptionEnd'),
      writeDay('en', 'date', { year: 2027, month: 3, day: 31 }),
    );
    await pick(
      user,
      within(dialog).getByLabelText(i18next.t('readerAdmin.form.lang')),
      i18next.t('chrome.language.names.ja'),
    );
    const zone = within(dialog).getByLabelText(i18next.t('readerAdmin.form.timezone'));
    await user.type(zone, 'Tokyo');
    await pick(user, zone, 'Asia/Tokyo');
    await user.click(
      within(dialog).getByRole('checkbox', { name: i18next.t('readerAdmin.form.isSubscribeMail') }),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: i18next.t('readerAdmin.form.isReceiveNotify') }),
    );
    await user.click(within(dialog).getByRole('button', { name: i18next.t('readerAdmin.form.save') }));

    await waitFor(() => expect(network.callsTo('readerAdd')).toHaveLength(1), T);
    expect(network.callsTo('readerAdd')[0]?.body).toEqual({
      fullName: 'Ann Lee',
      lastName: 'Lee',
      firstName: 'Ann',
      email: 'ann@demo.hondana.test',
      externalId: 'sso-42',
      staffId: 'S-9',
      param1: 'value 1',
      param3: 'value 3',
      param5: 'value 5',
      status: 0,
      userGroupId: 7,
      subscriptionType: 2,
      subscriptionStart: '2026-12-01',
      subscriptionEnd: '2027-03-31',
      lang: 'ja',
      timezone: 'Asia/Tokyo',
      isSubscribeMail: true,
      isReceiveNotify: false,
    });
  });

  it('edits a reader: its saved fields fill the form, a cleared one is sent as null', async () => {
    const saved = reader(5, {
      firstName: 'Bo',
      lastName: 'Tran',
      param2: 'grade 4',
      lang: 'vn',
      timezone: 'Asia/Ho_Chi_Minh',
      externalId: 'sso-5',
      isSubscribeMail: true,
    });
    const { network } = await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(admin),
        readerDetail: () => ok(saved),
        userGroupPage: groups,
        readerUpdate: () => ok(saved),
      },
      { cookies: cookies() },
    );
    const { user, dialog } = await openForm('readerAdmin.detail.edit');
    const box = (key: string) => within(dialog).getByRole('textbox', label(key));
    expect((box('readerAdmin.form.lastName') as HTMLInputElement).value).toBe('Tran');
    expect(
      (within(dialog).getByLabelText(i18next.t('readerAdmin.form.timezone')) as HTMLInputElement).value,
    ).toBe('Asia/Ho_Chi_Minh');
    await user.clear(box('readerAdmin.form.param2'));
    await user.clear(box('readerAdmin.form.externalId'));
    await user.click(within(dialog).getByRole('button', { name: i18next.t('readerAdmin.form.save') }));
    await waitFor(() => expect(network.callsTo('readerUpdate')).toHaveLength(1), T);
    expect(network.callsTo('readerUpdate')[0]?.body).toMatchObject({
      firstName: 'Bo',
      lastName: 'Tran',
      param2: null,
      externalId: null,
      lang: 'vn',
      timezone: 'Asia/Ho_Chi_Minh',
      isSubscribeMail: true,
      isReceiveNotify: true,
    });
  });

  it('shows the server’s refusals on their fields: the time zone (406) and a taken single sign-on ID (897)', async () => {
    let answer = {
      status: 406,
      message: 'api.error.406',
      data: { fields: [{ field: 'timezone', rule: 'timezone', message: 'api.error.406' }] },
    };
    await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(admin),
        readerDetail: () => ok(reader(5, { timezone: 'Asia/Tokyo' })),
        userGroupPage: groups,
        readerUpdate: () => answer,
      },
      { cookies: cookies() },
    );
    const { user, dialog } = await openForm('readerAdmin.detail.edit');
    const save = within(dialog).getByRole('button', { name: i18next.t('readerAdmin.form.save') });
    await user.click(save);
    const zone = within(dialog).getByLabelText(i18next.t('readerAdmin.form.timezone'));
    await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'), T);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    answer = {
      status: 897,
      message: 'api.error.897',
      data: { fields: [{ field: 'externalId', rule: 'unique', message: 'api.error.897' }] },
    };
    await user.click(save);
    const sso = within(dialog).getByRole('textbox', label('readerAdmin.form.externalId'));
    await waitFor(() => expect(sso.getAttribute('aria-invalid')).toBe('true'), T);
    expect(within(dialog).getByText(i18next.t('api.error.897'))).toBeTruthy();
  });

  it('shows the reader’s every field on its page, the login period’s days in the language’s format', async () => {
    await renderWithApp(
      '/admin/readers/5',
      {
        authInfo: () => ok(admin),
        readerDetail: () =>
          ok(
            reader(5, {
              lastName: 'Tran',
              externalId: 'sso-5',
              timezone: 'Asia/Tokyo',
              param4: 'grade 4',
              subscriptionType: 2,
              subscriptionStart: '2026-12-01',
              subscriptionEnd: '2027-03-31',
            }),
          ),
        userGroupPage: groups,
      },
      { cookies: cookies() },
    );
    const page = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-page="admin-reader-detail"] dl');
      if (!found) throw new Error('no reader yet');
      return found;
    }, T);
    for (const text of ['Tran', 'sso-5', 'Asia/Tokyo', 'grade 4']) expect(page.textContent).toContain(text);
    expect(page.textContent).toContain(
      i18next.t('readerAdmin.detail.periodDays', {
        start: writeDay('en', 'date', { year: 2026, month: 12, day: 1 }),
        end: writeDay('en', 'date', { year: 2027, month: 3, day: 31 }),
      }),
    );
  });

  it('offers the IANA time zones with UTC, and keeps a reader’s zone the list lacks', () => {
    const zones = timezoneOptions('Etc/GMT+5');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('Etc/GMT+5');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
