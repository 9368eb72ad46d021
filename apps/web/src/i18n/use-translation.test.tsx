import { act, render } from '@testing-library/react';
import { useMemo } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

let renders = 0;

function Shelf({ count }: { count: number }) {
  const { t, i18n: current } = useTranslation();
  renders++;
  // Memoised on `t`, as screens do: it must follow the language and the texts that arrive.
  const title = useMemo(() => t('shelf.title'), [t]);
  return (
    <p lang={current.language}>
      {title} · {t('shelf.total', { count })}
    </p>
  );
}

beforeEach(() => {
  renders = 0;
  i18n.reset('en');
});

describe('useTranslation (component test)', () => {
  it('re-renders when texts of the language on screen arrive after the first render', () => {
    const { container } = render(<Shelf count={1} />);
    expect(container.textContent).toBe('shelf.title · shelf.total');
    act(() =>
      i18n.addTexts('en', {
        shelf: { title: 'Shelf', total: '{{count}} books', total_one: '{{count}} book' },
      }),
    );
    expect(container.textContent).toBe('Shelf · 1 book');
  });

  it('re-renders in the new language when it changes, and not for texts of another language', () => {
    i18n.addTexts('en', { shelf: { title: 'Shelf', total: '{{count}} books', total_one: '{{count}} book' } });
    const { container } = render(<Shelf count={2} />);
    expect(container.textContent).toBe('Shelf · 2 books');
    const before = renders;
    act(() => i18n.addTexts('ja', { shelf: { title: '本棚', total: '{{count}}冊' } }));
    expect(renders).toBe(before);
    act(() => i18n.changeLanguage('ja'));
    expect(container.textContent).toBe('本棚 · 2冊');
    expect(container.querySelector('p')?.getAttribute('lang')).toBe('ja');
  });
});
