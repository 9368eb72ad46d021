import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { READABLE_GREY } from './readable-grey.ts';

export { READABLE_GREY };
export const readableDescription = { description: { color: READABLE_GREY } } as const;

/** What a form knows about its fields' problems (`useFieldProblems`). */
export interface FieldProblemsOf<F extends string> {
  refOf(field: F): (element: HTMLElement | null) => void;
  errorOf(field: F): string | undefined;
}

interface FieldProps<F extends string> {
  /** The field's key among the form's problems: its error shows under it, `report` focuses it. */
  field: F;
  problems: FieldProblemsOf<F>;
  /** The form name of the input (autofill, browser tests); the field key when left out. */
  name?: string;
  label: string;
  description?: string;
  /** Marks the field required: an asterisk and `aria-required`. */
  required?: boolean;
}

type Rest<P> = Omit<P, 'name' | 'label' | 'description' | 'error' | 'required' | 'withAsterisk' | 'ref'>;

/** Label, description, error and required mark of a form field, the same on every form. */
function fieldProps<F extends string>({
  field,
  problems,
  name,
  label,
  description,
  required,
}: FieldProps<F>) {
  return {
    ref: problems.refOf(field),
    name: name ?? field,
    label,
    description,
    error: problems.errorOf(field),
    withAsterisk: required,
    'aria-required': required || undefined,
    styles: readableDescription,
  };
}

/** A text input of a form (e-mail, name, username…). */
export function FormTextField<F extends string>(props: FieldProps<F> & Rest<TextInputProps>) {
  const { field, problems, name, label, description, required, ...rest } = props;
  return <TextInput {...fieldProps({ field, problems, name, label, description, required })} {...rest} />;
}

/** A password input whose show/hide button is named after what it does and reachable by keyboard. */
export function FormPasswordField<F extends string>(props: FieldProps<F> & Rest<PasswordInputProps>) {
  const { field, problems, name, label, description, required, ...rest } = props;
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...fieldProps({ field, problems, name, label, description, required })}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'accounts.field.hidePassword' : 'accounts.field.showPassword'),
      }}
      {...rest}
    />
  );
}
