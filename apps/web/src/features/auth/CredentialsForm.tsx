import type { SecondFactorStep } from '@hondana/contract';
import { Button, Checkbox, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { completeLogin, replayPendingAction, signIn } from '../../session/session-actions.ts';
import { FormPasswordField, FormTextField } from '../../shared/FormField.tsx';
import { focusHeadingSoon } from '../../shared/heading-focus.ts';
import { LoginFailedAlert } from './LoginFailedAlert.tsx';
import { LoginRefusalText } from './LoginRefusalText.tsx';
import { useFieldProblems } from './use-field-problems.ts';
import type { Problems } from './validation.ts';

const FIELDS = ['identifier', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Colours of the login button set by a custom login page. */
export interface SubmitColors {
  background: string;
  color: string;
}

export interface CredentialsFormProps {
  identifierLabel: string;
  passwordLabel: string;
  /** `username` for username-only portals, else `email` (an e-mail or either). */
  identifierAutocomplete: 'username' | 'email';
  /** `email` where only an e-mail logs in (phones show the @ keyboard). */
  identifierType?: 'email' | 'text';
  /** Shown above the fields (e.g. "your session has ended"). */
  notice?: ReactNode;
  /** Extra help under the error of a given result code (e.g. the admin login link for 611). */
  errorHelp?: (code: number) => ReactNode;
  /** After the session is in place and the pending action replayed. */
  onLoggedIn(): void;
  /** The admin login's answer for an account with (or in need of) a second factor: no session yet. */
  onSecondFactor?(step: SecondFactorStep, keepLogin: boolean): void;
  submitColors?: SubmitColors | undefined;
  /** In a dialog the identifier takes the first focus (Mantine's `data-autofocus`). */
  focusIdentifier?: boolean;
  /** Remember me, when the page shares it with its other ways in (the portal's login form). */
  keepLogin?: { value: boolean; onChange(value: boolean): void };
}

/**
 * Identifier, password, remember me and the login button. Both fields are required
 * before anything is sent (validate.required); the password is hashed in the browser. The API's
 * refusal (`api.error.<code>`) is shown on the form, never as a toast.
 */
export function CredentialsForm({
  identifierLabel,
  passwordLabel,
  identifierAutocomplete,
  identifierType = 'text',
  notice,
  errorHelp,
  onLoggedIn,
  onSecondFactor,
  submitColors,
  focusIdentifier = false,
  keepLogin: sharedKeepLogin,
}: CredentialsFormProps) {
  const { t } = useTranslation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [ownKeepLogin, setOwnKeepLogin] = useState(false);
  const keepLogin = sharedKeepLogin?.value ?? ownKeepLogin;
  const setKeepLogin = sharedKeepLogin?.onChange ?? setOwnKeepLogin;
  const fields = useFieldProblems<Field>(FIELDS);

  const login = useMutation({
    mutationFn: signIn,
    meta: { silent: true, reauthorize: false },
    onSuccess: async (response, credentials) => {
      if ('secondFactor' in response) {
        onSecondFactor?.(response, credentials.keepLogin);
        return;
      }
      if (!(await completeLogin(response, credentials.keepLogin))) return;
      replayPendingAction();
      onLoggedIn();
      focusHeadingSoon();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const problems: Problems<Field> = {};
    if (identifier.trim() === '') problems.identifier = { key: 'validate.required' };
    if (password === '') problems.password = { key: 'validate.required' };
    if (!fields.report(problems)) return;
    login.mutate({ identifier, password, keepLogin });
  };

  const code = login.error instanceof ApiError ? login.error.status : 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {notice}
        {login.isError && (
          <LoginFailedAlert code={code}>
            <LoginRefusalText error={login.error} />
            {errorHelp?.(code)}
          </LoginFailedAlert>
        )}
        <FormTextField
          field="identifier"
          problems={fields}
          label={identifierLabel}
          value={identifier}
          onChange={(e) => setIdentifier(e.currentTarget.value)}
          autoComplete={identifierAutocomplete}
          type={identifierType}
          data-autofocus={focusIdentifier || undefined}
          required
        />
        <FormPasswordField
          field="password"
          problems={fields}
          label={passwordLabel}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <Checkbox
          label={t('accounts.login.keepLogin')}
          checked={keepLogin}
          onChange={(e) => setKeepLogin(e.currentTarget.checked)}
          name="keepLogin"
        />
        <Button
          type="submit"
          fullWidth
          loading={login.isPending}
          styles={submitColors ? { root: submitColors } : undefined}
        >
          {t('accounts.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
