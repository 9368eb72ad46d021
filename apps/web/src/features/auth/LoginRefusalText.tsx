import { ResultCode, type SuspendedAccountData } from '@hondana/contract';
import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { errorKeyOf } from './validation.ts';

/**
 * The message of a refused login: the result code's text, except for a suspended account, which is
 * told whom to ask (the company's e-mail the server sends with the refusal, as a mail link).
 */
export function LoginRefusalText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === ResultCode.USER_BLOCKED) {
    const contact = (error.data as Partial<SuspendedAccountData> | null)?.contactEmail;
    if (!contact) return t('accounts.login.suspendedNoContact');
    return (
      <Trans
        i18nKey="accounts.login.suspended"
        values={{ email: contact }}
        components={{ mail: <Anchor href={`mailto:${contact}`} underline="always" data-contact-email /> }}
      />
    );
  }
  return t(errorKeyOf(error), { defaultValue: t('api.error.unknown') });
}
