import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Problem, Problems } from './validation.ts';

/**
 * Field errors of a form: `report` shows them and moves the focus to the first field in error, so a
 * keyboard or screen-reader user lands on what needs fixing; `errorOf` gives the translated text that
 * Mantine links to the input with aria-describedby.
 */
export function useFieldProblems<F extends string>(order: readonly F[]) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Problems<F>>({});
  const elements = useRef(new Map<F, HTMLElement | null>());

  const refOf = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      elements.current.set(field, element);
    },
    [],
  );

  /** Shows the problems; true when there are none. */
  const report = useCallback(
    (next: Problems<F>) => {
      setProblems(next);
      const first = order.find((field) => next[field] !== undefined);
      if (first !== undefined) elements.current.get(first)?.focus();
      return first === undefined;
    },
    [order],
  );

  const set = useCallback((field: F, problem: Problem | undefined) => {
    setProblems((current) => ({ ...current, [field]: problem }));
    if (problem) elements.current.get(field)?.focus();
  }, []);

  const errorOf = (field: F): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values ?? {}) : undefined;
  };

  return { problems, report, set, errorOf, refOf };
}
