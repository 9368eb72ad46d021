import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTextArea } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { entryReady, handlers, t, typeCard, withTokenApi } from './order-test-support.ts';

afterEach(() => useSession.setState(initialSessionState));
beforeEach(async () => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  await loadTextArea('apiErrors');
});

describe('a refused card order (component test)', () => {
  it('a declined order goes back to the entry, with the payment message and the card to type again', async () => {
    await renderWithApp(
      '/demo/order-entry/5',
      handlers({ veritransOrderReceive: () => ({ status: 857, message: 'api.error.857', data: null }) }),
      { cookies: { hondana_token_demo: 'reader-token' } },
    );
    withTokenApi();
    const user = userEvent.setup();
    await entryReady();
    await typeCard(user);
    await waitFor(() => expect(document.querySelector('[data-place-order]')).not.toBeNull());
    await user.click(document.querySelector('[data-place-order]') as HTMLElement);
    await waitFor(() =>
      expect(document.querySelector('[data-card-message="toast.error.payment"]')).not.toBeNull(),
    );
    const message = document.querySelector('[data-card-message="toast.error.payment"]')?.textContent;
    expect(message).toContain(t('toast.error.payment'));
    expect(message).toContain(t('orders.card.again'));
    expect((document.querySelector('[data-card-field="number"]') as HTMLInputElement).value).toBe('');
  });
});
