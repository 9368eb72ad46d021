import { ResultCode, type SuspendedAccountData } from '@hondana/contract';
import { Anchor } from '@mantine/core';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorKeyOf } from './validation.ts';

const ADDRESS_MARK = '\u2063';

/**
 * The message of a refused login: the result code's text, except for a suspended account, which is
 * told whom to ask (the company's e-mail the server sends with the refusal, as a mail link).
 */
export function LoginRefusalText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === ResultCode.USER_BLOCKED) {
    const contact = (error.data as Partial<SuspendedAccountData> | null)?.contactEmail;
    if (!contact) return t('accounts.login.suspendedNoContact');
    // The sentence is cut where the address goes; react-i18next's <Trans> would do it, but its parser
    // would ride in every page's first download.
    const [before = '', after = ''] = t('accounts.login.suspended', { email: ADDRESS_MARK }).split(
      ADDRESS_MARK,
    );
    return (
      <>
        {before}
        <Anchor href={`mailto:${contact}`} underline="always" data-contact-email>
          {contact}
        </Anchor>
        {after}
      </>
    );
  }
  return t(errorKeyOf(error), { defaultValue: t('api.error.unknown') });
}
