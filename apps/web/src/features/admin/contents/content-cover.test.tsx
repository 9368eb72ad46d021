import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, adminGroups, companyAdmin, contentAnswer, pageOf } from './admin-test-support.ts';

describe('content list covers (component test, real app, fake network)', () => {
  it('shows the placeholder where the server serves no cover (an unpublished or failed content)', async () => {
    const coverThumbnailUrl = '/api/v1/content/cover/unpublished0000000000000/small?v=1';
    await renderWithApp(
      '/admin/contents',
      {
        authInfo: () => ok(companyAdmin),
        contentGroupAll: () => ok(adminGroups),
        contentPage: () => ok(pageOf([{ ...contentAnswer(), coverThumbnailUrl }])),
      },
      { cookies: adminCookies },
    );
    const cover = await waitFor(() => {
      const found = document.querySelector<HTMLImageElement>(`img[src="${coverThumbnailUrl}"]`);
      if (!found) throw new Error('no cover yet');
      return found;
    });
    expect(document.querySelector('[data-cover-placeholder]')).toBeNull();
    fireEvent.error(cover);
    await waitFor(() => expect(document.querySelector('[data-cover-placeholder]')).not.toBeNull());
    expect(document.querySelector(`img[src="${coverThumbnailUrl}"]`)).toBeNull();
  });
});
