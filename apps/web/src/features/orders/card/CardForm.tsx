import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { loadTextArea } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { type CardMessage, tokenRefusalMessage } from './card-errors.ts';
import { type CardTokenSource, tokeniseCard } from './card-tokenisers.ts';
import {
  type CardField,
  type CardProblems,
  type CardValues,
  cardProblems,
  emptyCard,
  expiryParts,
  serverExpiry,
} from './card-values.ts';

/** What the form hands on: a one-time token and what may be shown or stored of the card. */
export interface CardToken {
  token: string;
  /** A second token of the same card, for renewals (asked with `tokenCount` 2). */
  spareToken: string | null;
  maskedNumber: string | null;
  /** YYMM, where our server asks for the card's expiry. */
  expiryYymm: string;
  holderName: string;
}

export interface CardFormProps {
  source: CardTokenSource;
  onToken(card: CardToken): void;
  submitLabel?: string;
  /** A refusal from our server after the token was used (orderRefusalMessage): shown, the card cleared when it says so. */
  refusal?: CardMessage | null;
  /** 2 when the card is also kept for later charges. */
  tokenCount?: 1 | 2;
  /** Injected for tests. */
  now?: () => Date;
  tokenise?: typeof tokeniseCard;
}

const FIELDS: readonly { field: CardField; label: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'number', label: 'orders.card.number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', label: 'orders.card.expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { field: 'securityCode', label: 'orders.card.securityCode', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { field: 'holderName', label: 'orders.card.holderName', autoComplete: 'cc-name' },
  { field: 'zip', label: 'orders.card.zip', autoComplete: 'postal-code' },
];

/**
 * The card form, shared by the order entry and the subscription page's change of card. Checks the card
 * (validate.card.*), then asks the company's card gateway for a token straight from the browser: the card
 * number goes to the gateway only, never to our server. A refused card is asked for again (the number
 * and security code cleared; a token is spent by its first use).
 */
export function CardForm({
  source,
  onToken,
  submitLabel,
  refusal,
  tokenCount = 1,
  now = () => new Date(),
  tokenise = tokeniseCard,
}: CardFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [problems, setProblems] = useState<CardProblems>({});
  const [message, setMessage] = useState<CardMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);

  const clearCard = useCallback(() => {
    setValues((v) => ({ ...v, number: '', securityCode: '' }));
    numberRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!refusal) return;
    void loadTextArea('apiErrors').finally(() => setMessage(refusal));
    if (refusal.clearCard) clearCard();
  }, [refusal, clearCard]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = cardProblems(values, now());
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      const first = FIELDS.find((f) => found[f.field]);
      if (first) document.getElementById(`card-${first.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await tokenise(source, values, i18n.language === 'ja' ? 'ja' : 'en', tokenCount);
      const [token, spareToken] = outcome.kind === 'token' ? outcome.tokens : [];
      if (outcome.kind === 'token' && token) {
        const expiry = expiryParts(values.expiry);
        onToken({
          token,
          spareToken: spareToken ?? null,
          maskedNumber: outcome.maskedNumber,
          expiryYymm: expiry ? serverExpiry(expiry) : '',
          holderName: values.holderName.trim(),
        });
        return;
      }
      if (outcome.kind !== 'refused') {
        setMessage({ key: 'orders.card.networkError', clearCard: false });
        return;
      }
      const refused = tokenRefusalMessage(source.gateway, outcome.code);
      await loadTextArea('apiErrors').catch(() => undefined);
      if (refused.field) setProblems({ [refused.field]: refused.key });
      setMessage(refused);
      if (refused.clearCard) clearCard();
    } finally {
      setBusy(false);
    }
  };

  const problemText = (field: CardField) => {
    const key = problems[field];
    if (!key) return undefined;
    return key.includes('.') || key === 'invalidCardNumber' ? t(key) : t(`validate.card.${key}`);
  };

  return (
    <form onSubmit={submit} noValidate data-card-form="" aria-busy={busy}>
      <Stack gap="sm">
        <Text size="sm" c={READABLE_GREY}>
          <IconLock size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('orders.card.numbersNote')}
        </Text>
        {FIELDS.map(({ field, label, autoComplete, inputMode }) => (
          <TextInput
            key={field}
            id={`card-${field}`}
            ref={field === 'number' ? numberRef : undefined}
            label={t(label)}
            value={values[field]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [field]: value }));
            }}
            error={problemText(field)}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={field === 'holderName' ? 60 : field === 'number' ? 23 : undefined}
            required={field !== 'holderName' && field !== 'zip'}
            data-card-field={field}
          />
        ))}
        <div role="alert" aria-live="assertive">
          {message && (
            <Alert color="red" variant="light" data-card-message={message.key}>
              {t(message.key, { defaultValue: t('toast.error.payment') })}
              {message.clearCard && <Text size="sm">{t('orders.card.again')}</Text>}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-card-submit="">
            {busy ? t('orders.card.tokenising') : (submitLabel ?? t('orders.card.submit'))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
