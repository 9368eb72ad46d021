import type { SecondFactorEnrolment } from '@hondana/contract';
import { Button, Code, Image, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../shared/FormField.tsx';
import { useFieldProblems } from '../../auth/use-field-problems.ts';
import { cleanTotpCode, isTotpCode } from './code-field.ts';

const FIELDS = ['code'] as const;

/** The key in groups of four, as authenticator apps show what they ask to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface EnrolmentSetupProps {
  enrolment: SecondFactorEnrolment;
  /** Sends the first code. */
  onConfirm(code: string): void;
  pending: boolean;
  /** The refusal of the last code, shown above the field. */
  error?: ReactNode;
}

/** The new authenticator: its QR code, its key as text, and the first code that confirms it. */
export function EnrolmentSetup({ enrolment, onConfirm, pending, error }: EnrolmentSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const fields = useFieldProblems(FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!fields.report(isTotpCode(code) ? {} : { code: { key: 'secondFactor.validate.code' } })) return;
    onConfirm(cleanTotpCode(code));
  };
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  return (
    <form onSubmit={submit} noValidate data-second-factor-setup>
      <Stack gap="md">
        <Text>{t('secondFactor.scanIntro')}</Text>
        <Image src={qr} alt={t('secondFactor.qrAlt')} w={200} h={200} fit="contain" mx="auto" />
        <Stack gap={4}>
          <Text size="sm">{t('secondFactor.secretLabel')}</Text>
          <Code fz="md" style={{ wordBreak: 'break-all' }} data-second-factor-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </Code>
        </Stack>
        {error}
        <FormTextField
          field="code"
          problems={fields}
          label={t('secondFactor.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          required
        />
        <Button type="submit" loading={pending}>
          {t('secondFactor.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
