import { type SearchTab, SearchTabType } from '@hondana/contract';
import { Grid, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTranslated } from '../../tenant/use-translated.ts';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { SearchBoxField } from './SearchBoxField.tsx';
import { SearchButton } from './SearchButton.tsx';
import classes from './search.module.css';
import type { AddressSearch } from './search-address.ts';
import {
  type BoxProblems,
  checkSearch,
  emptyValueOf,
  type FormValues,
  FULL_TEXT_MAX,
  isRequired,
  valuesFromRequests,
} from './search-values.ts';

interface SearchFormProps {
  tab: SearchTab;
  /** The search in the address, shown again when it was made with this tab. */
  current: AddressSearch | null;
  onSearch(search: AddressSearch): void;
}

/** Moves the focus to the first control the check found wrong, after the problems are drawn. */
function useFocusFirstProblem(attempt: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem] button')?.focus();
  }, [attempt]);
  return formRef;
}

/** One tab of the overlay: full-text mode (one box) for a full-text tab, else its boxes on a 12-column grid. */
export function SearchForm(props: SearchFormProps) {
  return props.tab.type === SearchTabType.FULL_TEXT ? (
    <FullTextForm {...props} />
  ) : (
    <ParameterForm {...props} />
  );
}

function FullTextForm({ tab, current, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const translate = useTranslated();
  const box = tab.searchBoxes[0];
  const [words, setWords] = useState(current?.type === 'fullText' ? current.words : '');
  const [problem, setProblem] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const formRef = useFocusFirstProblem(attempt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = words.trim();
    const found =
      text === ''
        ? t('search.validation.empty')
        : text.length > FULL_TEXT_MAX
          ? t('search.validation.tooLong', { max: FULL_TEXT_MAX })
          : undefined;
    setProblem(found);
    setAttempt((n) => n + 1);
    if (!found) onSearch({ type: 'fullText', tabId: tab.id, words: text });
  };
  const label = (box && translate(box.label, box.labelTranslations)) || t('search.overlay.fullText');
  const showLabel = box ? box.isShowLabel : true;
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-search-form="fullText" data-tab={tab.id}>
      <TextInput
        classNames={{ input: classes.input, description: classes.description }}
        label={showLabel ? label : undefined}
        aria-label={showLabel ? undefined : label}
        description={t('search.overlay.fullTextHint')}
        value={words}
        onChange={(e) => setWords(e.currentTarget.value)}
        error={problem}
        size="md"
        type="search"
        enterKeyHint="search"
        data-full-text-input=""
        data-autofocus
      />
      <SearchButton button={tab.button} />
    </form>
  );
}

function ParameterForm({ tab, current, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const signedIn = useSession((s) => s.isAuthenticated);
  const boxes = [...tab.searchBoxes].sort((a, b) => a.ordinal - b.ordinal);
  const [values, setValues] = useState<FormValues>(() =>
    current?.type === 'parameter' && current.tabId === tab.id
      ? valuesFromRequests(boxes, current.requests, language)
      : {},
  );
  const [problems, setProblems] = useState<Record<number, BoxProblems>>({});
  const [empty, setEmpty] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useFocusFirstProblem(attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSearch(boxes, values, signedIn, language);
    setProblems(check.problems);
    setEmpty(check.empty);
    setAttempt((n) => n + 1);
    if (Object.keys(check.problems).length === 0 && !check.empty)
      onSearch({ type: 'parameter', tabId: tab.id, requests: check.requests });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-search-form="parameter" data-tab={tab.id}>
      <Grid gap="md">
        {boxes.map((box) => (
          <Grid.Col
            key={box.id}
            span={{ base: 12, sm: Math.min(12, Math.max(1, box.size)) }}
            {...(problems[box.id] ? { 'data-problem': '' } : {})}
          >
            <SearchBoxField
              box={box}
              value={values[box.id] ?? emptyValueOf(box)}
              problems={problems[box.id]}
              required={isRequired(box, signedIn)}
              language={language}
              onChange={(value) => {
                setValues((prev) => ({ ...prev, [box.id]: value }));
                setEmpty(false);
              }}
            />
          </Grid.Col>
        ))}
      </Grid>
      <div role="alert" className={classes.error}>
        {empty ? t('search.validation.empty') : null}
      </div>
      <SearchButton button={tab.button} />
    </form>
  );
}
