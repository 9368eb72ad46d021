import { useTranslation } from '../../i18n/use-translation.ts';
import { type FieldProblemsOf, FormPasswordField } from '../../shared/FormField.tsx';
import { useOptionalTenant } from '../../tenant/tenant-context.tsx';

type PasswordInput = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** Form name of the first field (`password` at sign-up, `newPassword` elsewhere). */
  name: 'password' | 'newPassword';
  values: Record<PasswordInput, string>;
  onChange(field: PasswordInput, value: string): void;
  /** The form's field problems (`useFieldProblems`), for these two fields. */
  problems: FieldProblemsOf<PasswordInput>;
  /** The policy to spell out where no tenant names it (the administration site); else the company's. */
  strictPassword?: boolean;
}

/** A new password with the company's policy spelled out, and its confirmation (sign-up, reset, change). */
export function NewPasswordFields({
  labels,
  name,
  values,
  onChange,
  problems,
  strictPassword,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const tenant = useOptionalTenant();
  const strict = strictPassword ?? tenant?.company.strictPassword ?? true;
  return (
    <>
      <FormPasswordField
        field="password"
        problems={problems}
        name={name}
        label={labels.password}
        description={t(strict ? 'accounts.policy.strict' : 'accounts.policy.weak')}
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        autoComplete="new-password"
        required
      />
      <FormPasswordField
        field="confirmPassword"
        problems={problems}
        label={labels.confirm}
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.currentTarget.value)}
        autoComplete="new-password"
        required
      />
    </>
  );
}
