import { useTranslation } from 'react-i18next';
import { type FieldProblemsOf, FormPasswordField } from '../../shared/FormField.tsx';
import { useTenant } from '../../tenant/tenant-context.tsx';

type PasswordInput = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** Form name of the first field (`password` at sign-up, `newPassword` elsewhere). */
  name: 'password' | 'newPassword';
  values: Record<PasswordInput, string>;
  onChange(field: PasswordInput, value: string): void;
  /** The form's field problems (`useFieldProblems`), for these two fields. */
  problems: FieldProblemsOf<PasswordInput>;
}

/** A new password with the company's policy spelled out, and its confirmation (sign-up, reset, change). */
export function NewPasswordFields({ labels, name, values, onChange, problems }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { company } = useTenant();
  return (
    <>
      <FormPasswordField
        field="password"
        problems={problems}
        name={name}
        label={labels.password}
        description={t(company.strictPassword ? 'accounts.policy.strict' : 'accounts.policy.weak')}
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
