import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CompanySection } from './use-company-section.ts';

interface FieldProps {
  section: CompanySection;
  /** The form path: a setting, or one language of a translated title. */
  name: string;
  label?: string;
  hint?: string;
}

/** The settings' own label, locked when the admin may not change it. */
function useFieldProps({ section, name, label, hint }: FieldProps) {
  const { t } = useTranslation();
  const setting = name.split('.')[0] ?? name;
  return {
    label: label ?? t(`companyForm.fields.${name}`),
    description: hint,
    name,
    disabled: section.locked(setting),
  };
}

export function SettingText(
  props: FieldProps & { maxLength?: number; type?: string; autoComplete?: string },
) {
  const { section, name, label: _label, hint: _hint, ...extra } = props;
  return <TextInput {...useFieldProps(props)} {...section.form.getInputProps(name)} {...extra} />;
}

export function SettingNumber(props: FieldProps & { min: number; max: number }) {
  const { section, name, min, max } = props;
  return (
    <NumberInput
      {...useFieldProps(props)}
      {...section.form.getInputProps(name)}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
    />
  );
}

export function SettingSwitch(props: FieldProps) {
  const { section, name } = props;
  return (
    <Switch size="md" {...useFieldProps(props)} {...section.form.getInputProps(name, { type: 'checkbox' })} />
  );
}

export function SettingSelect(props: FieldProps & { data: { value: string; label: string }[] }) {
  const { section, name, data } = props;
  return (
    <Select
      {...useFieldProps(props)}
      {...section.form.getInputProps(name)}
      data={data}
      allowDeselect={false}
    />
  );
}
