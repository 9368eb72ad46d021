import { accessRemedyOf, type FullTextHit } from '@hondana/contract';
import { Badge, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TypeBadge } from '../catalogue/ContentCard.tsx';
import { CoverImage } from '../catalogue/CoverImage.tsx';
import { contentPath } from '../catalogue/content-link.ts';
import { useViewBookLaunch } from '../catalogue/use-view-book-launch.tsx';
import { Snippet } from './Snippet.tsx';
import classes from './search.module.css';
import { viewerRouteAt } from './viewer-link.ts';

/**
 * One book of a full-text search: its card (cover, title linking to the detail, author), where the
 * words were found, and its best pages with their snippets; a page opens the viewer there with the
 * words, through the view-book click rules (login dialog for a visitor, plan message, blocked tab).
 * A book the reader may not open comes with no pages: why stands where its snippets would be.
 */
export function FullTextHitItem({
  hit,
  terms,
  groupId,
}: {
  hit: FullTextHit;
  terms: string[];
  groupId: number | null;
}) {
  const { t } = useTranslation();
  const { launch, outcome } = useViewBookLaunch(hit);
  const titleId = useId();
  const place = (pageNo: number) =>
    hit.fileKind === 'epub'
      ? t('search.results.section', { page: pageNo })
      : t('search.results.page', { page: pageNo });
  return (
    <li>
      <article
        className={classes.hit}
        aria-labelledby={titleId}
        data-hit={hit.id}
        data-file-kind={hit.fileKind ?? ''}
      >
        <Link to={contentPath(hit.id, { search: true })} tabIndex={-1} aria-hidden>
          <div style={{ position: 'relative' }}>
            <CoverImage card={hit} sizes="(max-width: 767px) 88px, 120px" />
            <TypeBadge type={hit.type} />
          </div>
        </Link>
        <div style={{ minWidth: 0 }}>
          <h2 id={titleId} className={classes.hitTitle}>
            <Link to={contentPath(hit.id, { search: true })}>{hit.title}</Link>
          </h2>
          <div className={classes.hitMeta}>
            {hit.author && <span>{hit.author}</span>}
            {hit.matchedInTitle && (
              <Badge size="sm" variant="light" color="gray" data-matched="title">
                {t('search.results.matchedInTitle')}
              </Badge>
            )}
            {hit.matchedInMetadata && (
              <Badge size="sm" variant="light" color="gray" data-matched="metadata">
                {t('search.results.matchedInMetadata')}
              </Badge>
            )}
            {hit.pageHitCount > 0 && (
              <span data-page-hit-count={hit.pageHitCount}>
                {t('search.results.pageHitCount', { count: hit.pageHitCount })}
              </span>
            )}
          </div>
          {hit.refusal !== null && <ClosedBook refusal={hit.refusal} />}
          {hit.pages.length > 0 && (
            <ul className={classes.pages} aria-label={t('search.results.pagesOf', { title: hit.title })}>
              {hit.pages.map((page) => (
                <li key={page.pageNo}>
                  {hit.view ? (
                    <button
                      type="button"
                      className={classes.pageHit}
                      onClick={() => launch(viewerRouteAt(hit, groupId, page.pageNo, terms), groupId)}
                      title={t('search.results.openAt', { title: hit.title, place: place(page.pageNo) })}
                      data-page-hit={page.pageNo}
                    >
                      <span className={classes.pageNo}>{place(page.pageNo)}</span>
                      <Snippet parts={page.snippet} />
                    </button>
                  ) : (
                    <div className={classes.pageHit} data-page-hit={page.pageNo}>
                      <span className={classes.pageNo}>{place(page.pageNo)}</span>
                      <Snippet parts={page.snippet} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {outcome}
        </div>
      </article>
    </li>
  );
}

/** Why a found book shows no text: the server's refusal for this reader (docs/reader-access.md). */
function ClosedBook({ refusal }: { refusal: number }) {
  const { t } = useTranslation();
  const remedy = accessRemedyOf(refusal);
  const key =
    remedy === 'plan'
      ? 'search.results.closedPlan'
      : remedy === 'login'
        ? 'search.results.closedLogin'
        : 'search.results.closedView';
  return (
    <Text size="sm" c="dimmed" mt="xs" data-closed-book={refusal}>
      {t(key)}
    </Text>
  );
}
