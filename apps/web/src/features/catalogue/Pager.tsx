import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import classes from './catalogue.module.css';
import { pagerNumbers } from './shelf-layout.ts';

/**
 * Page links of a listing (`?page=`, the sort kept): previous, the pages around this one, next. Links,
 * not buttons, so each page has an address, and the keyboard reaches every one.
 */
export function Pager({
  page,
  totalPages,
  slot,
}: {
  page: number;
  totalPages: number;
  slot: 'top' | 'bottom';
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const step = (n: number, label: string, text: string) =>
    n >= 1 && n <= totalPages ? (
      <Link to={href(n)} aria-label={label} rel={n < page ? 'prev' : 'next'}>
        {text}
      </Link>
    ) : (
      <span aria-hidden="true" data-disabled="">
        {text}
      </span>
    );
  return (
    <nav aria-label={`${t('catalogue.paging.label')} (${slot === 'top' ? 1 : 2})`} data-pager={slot}>
      <ul className={classes.pager}>
        <li>{step(page - 1, t('catalogue.paging.previous'), '‹')}</li>
        {pagerNumbers(page, totalPages).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in place.
            <li key={`gap-${index}`} aria-hidden>
              <span className={classes.gap}>…</span>
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={
                  n === page
                    ? t('catalogue.paging.current', { page: n, total: totalPages })
                    : t('catalogue.paging.page', { page: n })
                }
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('catalogue.paging.next'), '›')}</li>
      </ul>
    </nav>
  );
}
