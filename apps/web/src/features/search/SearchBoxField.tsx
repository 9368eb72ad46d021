import { type Language, type SearchBox, SearchOperation } from '@hondana/contract';
import { datePlaceholder } from '@hondana/i18n/dates';
import { TextInput, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTranslated } from '../../tenant/use-translated.ts';
import { groupName } from '../catalogue/group-name.ts';
import classes from './search.module.css';
import {
  type BoxProblem,
  type BoxProblems,
  type BoxValue,
  groupChip,
  type RangeKind,
  rangeKindOf,
  toggleChip,
  valueChip,
} from './search-values.ts';

interface FieldProps {
  box: SearchBox;
  value: BoxValue;
  problems: BoxProblems | undefined;
  required: boolean;
  language: Language;
  onChange(value: BoxValue): void;
}

const inputClasses = { input: classes.input };

function useProblemText(language: Language) {
  const { t } = useTranslation();
  return (problem: BoxProblem | undefined) =>
    problem === undefined
      ? undefined
      : problem === 'tooLong'
        ? t('search.validation.tooLong', { max: 255 })
        : problem === 'date' || problem === 'month' || problem === 'year'
          ? t(`search.validation.${problem}`, { format: datePlaceholder(language, problem) })
          : t(`search.validation.${problem}`);
}

/** One search box as its control by operation: text, a range, or choice chips. */
export function SearchBoxField(fieldProps: FieldProps) {
  const text = useTranslated();
  const box = { ...fieldProps.box, label: text(fieldProps.box.label, fieldProps.box.labelTranslations) };
  const props = { ...fieldProps, box };
  const { value } = props;
  if (value.kind === 'range')
    return <RangeField {...props} value={value} kind={rangeKindOf(box.operation) ?? 'date'} />;
  if (value.kind === 'choice') return <ChoiceField {...props} value={value} />;
  return <TextField {...props} value={value} />;
}

function TextField({
  box,
  value,
  problems,
  required,
  language,
  onChange,
}: FieldProps & { value: { kind: 'text' } & BoxValue }) {
  const problemText = useProblemText(language);
  return (
    <TextInput
      classNames={inputClasses}
      label={box.isShowLabel ? box.label : undefined}
      aria-label={box.isShowLabel ? undefined : box.label}
      value={value.text}
      onChange={(e) => onChange({ kind: 'text', text: e.currentTarget.value })}
      error={problemText(problems?.box)}
      withAsterisk={required}
      aria-required={required || undefined}
      maxLength={300}
      data-empty={value.text === '' || undefined}
      wrapperProps={{ 'data-search-box': box.id, 'data-operation': box.operation }}
    />
  );
}

const MAX_LENGTH: Record<RangeKind, number> = { date: 10, month: 7, year: 4 };

/**
 * Date, month and year ranges typed in the interface language's date format (docs/dates.md): the
 * project has no date-picker library, so the format is the placeholder and the check runs on submit.
 */
function RangeField({
  box,
  value,
  problems,
  required,
  language,
  onChange,
  kind,
}: FieldProps & { value: { kind: 'range'; from: string; to: string }; kind: RangeKind }) {
  const { t } = useTranslation();
  const problemText = useProblemText(language);
  const legendId = useId();
  const end = (which: 'from' | 'to') => (
    <TextInput
      classNames={inputClasses}
      aria-label={t(`search.range.${which}`, { label: box.label })}
      placeholder={datePlaceholder(language, kind)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={MAX_LENGTH[kind]}
      value={value[which]}
      onChange={(e) => onChange({ ...value, [which]: e.currentTarget.value })}
      error={problemText(problems?.[which] ?? (which === 'from' ? problems?.box : undefined))}
      aria-required={required || undefined}
      data-range-end={which}
      data-empty={value[which] === '' || undefined}
    />
  );
  return (
    <fieldset
      className={classes.fieldset}
      aria-labelledby={legendId}
      data-search-box={box.id}
      data-operation={box.operation}
    >
      {box.isShowLabel ? (
        <legend id={legendId} className={classes.legend}>
          {box.label}
          {required && <span aria-hidden> *</span>}
        </legend>
      ) : (
        <VisuallyHidden component="legend" id={legendId}>
          {box.label}
        </VisuallyHidden>
      )}
      <div className={classes.range}>
        {end('from')}
        <span className={classes.rangeSeparator} aria-hidden>
          {t('search.range.separator')}
        </span>
        {end('to')}
      </div>
    </fieldset>
  );
}

/**
 * Choice chips: toggle buttons (`aria-pressed`); a single-choice box holds one at a time, a
 * multi-choice box several. A box offering content groups shows the groups by name.
 */
function ChoiceField({
  box,
  value,
  problems,
  required,
  language,
  onChange,
}: FieldProps & { value: { kind: 'choice'; chosen: string[] } }) {
  const problemText = useProblemText(language);
  const labelId = useId();
  const errorId = useId();
  const single = box.operation === SearchOperation.SINGLE_CHOICE;
  const chips = [
    ...box.matchValue.map((v) => ({ key: valueChip(v), text: v })),
    ...box.contentGroupResponseList.map((g) => ({ key: groupChip(g.id), text: groupName(g, language) })),
  ];
  const error = problemText(problems?.box);
  return (
    <fieldset
      className={classes.fieldset}
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-search-box={box.id}
      data-operation={box.operation}
    >
      {box.isShowLabel ? (
        <legend id={labelId} className={classes.legend}>
          {box.label}
          {required && <span aria-hidden> *</span>}
        </legend>
      ) : (
        <VisuallyHidden component="legend" id={labelId}>
          {box.label}
        </VisuallyHidden>
      )}
      <div className={classes.chips}>
        {chips.map((chip) => {
          const pressed = value.chosen.includes(chip.key);
          return (
            <button
              key={chip.key}
              type="button"
              className={classes.chip}
              aria-pressed={pressed}
              onClick={() => onChange({ kind: 'choice', chosen: toggleChip(value.chosen, chip.key, single) })}
              data-chip={chip.key}
            >
              {chip.text}
            </button>
          );
        })}
      </div>
      {error && (
        <div id={errorId} className={classes.error} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
