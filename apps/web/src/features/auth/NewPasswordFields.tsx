import { useTranslation } from 'react-i18next';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { PasswordField } from './PasswordField.tsx';

type PasswordInput = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** Form name of the first field (`password` at sign-up, `newPassword` elsewhere). */
  name: 'password' | 'newPassword';
  values: Record<PasswordInput, string>;
  onChange(field: PasswordInput, value: string): void;
  refOf(field: PasswordInput): (element: HTMLElement | null) => void;
  errorOf(field: PasswordInput): string | undefined;
}

/** A new password with the company's policy spelled out, and its confirmation (sign-up, reset, change). */
export function NewPasswordFields({
  labels,
  name,
  values,
  onChange,
  refOf,
  errorOf,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { company } = useTenant();
  return (
    <>
      <PasswordField
        ref={refOf('password')}
        label={labels.password}
        description={t(company.strictPassword ? 'accounts.policy.strict' : 'accounts.policy.weak')}
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        error={errorOf('password')}
        autoComplete="new-password"
        withAsterisk
        aria-required
        name={name}
      />
      <PasswordField
        ref={refOf('confirmPassword')}
        label={labels.confirm}
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.currentTarget.value)}
        error={errorOf('confirmPassword')}
        autoComplete="new-password"
        withAsterisk
        aria-required
        name="confirmPassword"
      />
    </>
  );
}
