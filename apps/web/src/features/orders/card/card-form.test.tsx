import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { i18n, initI18n, loadTextArea } from '../../../i18n/i18n.ts';
import { tenantTheme } from '../../../tenant/theme.ts';
import { CardForm, type CardToken } from './CardForm.tsx';
import { orderRefusalMessage } from './card-errors.ts';
import type { CardTokenSource } from './card-tokenisers.ts';

const t = (key: string) => i18n.t(key);
const TOKEN_API = 'http://gateway.test/veritrans/4gtoken';
const source: CardTokenSource = { gateway: 'card', tokenApiUrl: TOKEN_API, tokenApiKey: 'public-key' };
const NOW = new Date('2026-11-28T12:00:00Z');

/** The first gateway's token API as the sandbox answers it: Luhn-failing numbers refused. */
function gatewayFetch() {
  const requests: { url: string; body: string }[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? init.body : '';
    requests.push({ url, body });
    if (url !== TOKEN_API) return new Response('{}', { status: 404 });
    const card = JSON.parse(body) as { card_number: string };
    if (card.card_number === '4242424242424241')
      return Response.json({ status: 'failure', code: 'digit_check_error' }, { status: 400 });
    return Response.json({ status: 'success', token: 'tok-1', req_card_number: '411111********11' });
  });
  vi.stubGlobal('fetch', fetchFake);
  return requests;
}

async function renderForm(refusal: Parameters<typeof CardForm>[0]['refusal'] = null) {
  const tokens: CardToken[] = [];
  const view = await act(async () =>
    render(
      <MantineProvider theme={tenantTheme(undefined)}>
        <CardForm source={source} onToken={(c) => tokens.push(c)} now={() => NOW} refusal={refusal} />
      </MantineProvider>,
    ),
  );
  return { tokens, view };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function typeCard(user: ReturnType<typeof userEvent.setup>, card: Record<string, string>) {
  for (const [label, value] of Object.entries(card)) {
    await user.clear(field(t(label)));
    if (value) await user.type(field(t(label)), value);
  }
}

describe('the card form (component test)', () => {
  beforeAll(async () => {
    await initI18n();
    await loadTextArea('apiErrors');
  });

  it('checks every field before anything is sent: number, expiry in the past, security code, holder name', async () => {
    const requests = gatewayFetch();
    const user = userEvent.setup();
    const { tokens } = await renderForm();
    await typeCard(user, {
      'orders.card.number': '4111',
      'orders.card.expiry': '10/26',
      'orders.card.securityCode': '12',
      'orders.card.holderName': 'A'.repeat(51),
    });
    await user.click(screen.getByRole('button', { name: t('orders.card.submit') }));
    expect(await screen.findByText(t('validate.card.number'))).toBeTruthy();
    expect(screen.getByText(t('validate.card.expiryPast'))).toBeTruthy();
    expect(screen.getByText(t('validate.card.securityCode'))).toBeTruthy();
    expect(screen.getByText(t('validate.card.holderName'))).toBeTruthy();
    expect(document.activeElement).toBe(field(t('orders.card.number')));
    expect(requests).toHaveLength(0);
    expect(tokens).toHaveLength(0);

    await typeCard(user, { 'orders.card.expiry': '13/29' });
    await user.click(screen.getByRole('button', { name: t('orders.card.submit') }));
    expect(await screen.findByText(t('validate.card.expiry'))).toBeTruthy();
  });

  it('sends the card to the gateway only, in its format, and hands on the token and the expiry as YYMM', async () => {
    const requests = gatewayFetch();
    const user = userEvent.setup();
    const { tokens } = await renderForm();
    await typeCard(user, {
      'orders.card.number': '4111 1111 1111 1111',
      'orders.card.expiry': '12/29',
      'orders.card.securityCode': '123',
      'orders.card.holderName': 'TARO YAMADA',
    });
    await user.click(screen.getByRole('button', { name: t('orders.card.submit') }));
    await waitFor(() => expect(tokens).toHaveLength(1));
    expect(tokens[0]).toEqual({
      token: 'tok-1',
      spareToken: null,
      maskedNumber: '411111********11',
      expiryYymm: '2912',
      holderName: 'TARO YAMADA',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(TOKEN_API);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({
      token_api_key: 'public-key',
      card_number: '4111111111111111',
      card_expire: '12/29',
      security_code: '123',
    });
    const ours = requests.filter((r) => new URL(r.url).origin === window.location.origin);
    expect(ours.some((r) => r.body.includes('4111111111111111'))).toBe(false);
  });

  it('a card the gateway refuses shows the card-number message on its field, nothing handed on', async () => {
    gatewayFetch();
    const user = userEvent.setup();
    const { tokens } = await renderForm();
    await typeCard(user, {
      'orders.card.number': '4242424242424241',
      'orders.card.expiry': '12/29',
      'orders.card.securityCode': '123',
    });
    await user.click(screen.getByRole('button', { name: t('orders.card.submit') }));
    expect((await screen.findAllByText(t('invalidCardNumber'))).length).toBeGreaterThan(0);
    expect(tokens).toHaveLength(0);
  });

  it('a token error from our server clears the card and asks for it again', async () => {
    gatewayFetch();
    const refusal = orderRefusalMessage(
      new ApiError(400, 'api.error.400', 'Token error', '/veritrans/order-receive'),
    );
    expect(refusal).toEqual({ key: 'invalidCardNumber', clearCard: true });
    await renderForm(refusal);
    expect(await screen.findByText(t('invalidCardNumber'))).toBeTruthy();
    expect(screen.getByText(t('orders.card.again'))).toBeTruthy();
    expect(field(t('orders.card.number')).value).toBe('');
  });
});

describe('what our server’s refusals of a card order say (seed rules)', () => {
  const refusal = (status: number, data: unknown = null) =>
    orderRefusalMessage(new ApiError(status, `api.error.${status}`, data, '/veritrans/charge'));

  it('maps 841 to the card token failure, 857 to the payment error, others to their code', () => {
    expect(refusal(841)).toEqual({ key: 'api.error.841', clearCard: true });
    expect(refusal(857)).toEqual({ key: 'toast.error.payment', clearCard: true });
    expect(refusal(400, 'something else')).toEqual({ key: 'api.error.400', clearCard: false });
    expect(refusal(842)).toEqual({ key: 'api.error.842', clearCard: false });
    expect(refusal(0)).toEqual({ key: 'toast.error.payment', clearCard: false });
  });
});
