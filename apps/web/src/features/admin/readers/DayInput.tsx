import { type CalendarDay, datePlaceholder, readTypedDate, writeDay } from '@hondana/i18n/dates';
import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (day: CalendarDay) => `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
const dayOf = (iso: string): CalendarDay | null => {
  const [year, month, day] = iso.split('-').map(Number);
  return year && month && day ? { year, month, day } : null;
};

/**
 * A day typed in the interface language's one format (its pattern as placeholder), handed on as the
 * API's `YYYY-MM-DD` once the box is left; a text that is no day is handed on as typed, for the caller's check.
 */
export function DayInput({
  label,
  name,
  value,
  error,
  onChange,
  w,
}: {
  label: string;
  name: string;
  value: string;
  error?: ReactNode;
  onChange(day: string, valid: boolean): void;
  w?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const shown = () => {
    const day = dayOf(value);
    return day ? writeDay(language, 'date', day) : value;
  };
  const [typed, setTyped] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const leave = () => {
    if (typed.trim() === '') {
      setInvalid(false);
      onChange('', true);
      return;
    }
    const day = readTypedDate(language, 'date', typed);
    setInvalid(day === null);
    onChange(day ? isoOf(day) : typed.trim(), day !== null);
  };
  return (
    <TextInput
      label={label}
      name={name}
      placeholder={datePlaceholder(language, 'date')}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onBlur={leave}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        leave();
      }}
      error={error ?? (invalid ? t('adminConsole.form.invalid') : undefined)}
      inputMode="numeric"
      maxLength={10}
      w={w}
    />
  );
}
