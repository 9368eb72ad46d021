import { catalogues } from '@hondana/i18n';
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rememberCatalogue, retranslateToasts, translateToastText } from './retranslate-toasts.ts';

beforeAll(() => {
  for (const language of ['en', 'ja', 'vn'] as const) rememberCatalogue(language, catalogues[language]);
});

const titles = () => notificationsStore.getState().notifications.map((n) => n.title);

describe('translateToastText', () => {
  it('finds a toast text in its language and writes the same key in the other', () => {
    expect(translateToastText(catalogues.vn.api.update['200'], 'vn', 'ja')).toBe(
      catalogues.ja.api.update['200'],
    );
    expect(translateToastText(catalogues.ja.api.error['425'], 'ja', 'en')).toBe(
      catalogues.en.api.error['425'],
    );
  });

  it('keeps the values of placeholders', () => {
    const vn = catalogues.vn.accounts.register.sentAgain.replace('{{email}}', 'lan.anh@example.test');
    expect(translateToastText(vn, 'vn', 'en')).toBe(
      catalogues.en.accounts.register.sentAgain.replace('{{email}}', 'lan.anh@example.test'),
    );
  });

  it('answers null for a text that is not in the catalogue', () => {
    expect(translateToastText('Bảo trì lúc 22:00', 'vn', 'en')).toBeNull();
  });
});

describe('retranslateToasts', () => {
  afterEach(() => notifications.clean());

  it('re-renders catalogue toasts in the new language and closes the others', () => {
    notifications.show({ id: 'saved', title: catalogues.vn.api.update['200'], message: '' });
    notifications.show({ id: 'server', title: 'Bảo trì lúc 22:00', message: '' });
    retranslateToasts('vn', 'ja');
    expect(titles()).toEqual([catalogues.ja.api.update['200']]);
  });
});
