import type { CatalogueCard, ContentGroupSummary, Page } from '@hondana/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CardList } from './CardList.tsx';
import classes from './catalogue.module.css';
import type { ShelfLayout } from './shelf-layout.ts';

interface ShelfProps {
  group: ContentGroupSummary;
  name: string;
  layout: ShelfLayout;
  page: Page<CatalogueCard>;
  pendingId: string | undefined;
  onToggleFavourite(card: CatalogueCard): void;
}

/** One home shelf: the group's name, a link to all of its books, and its first covers. */
export function Shelf({ group, name, layout, page, pendingId, onToggleFavourite }: ShelfProps) {
  const { t } = useTranslation();
  const headingId = `shelf-${group.id}`;
  return (
    <section aria-labelledby={headingId} data-shelf={group.id} data-group-type={group.type}>
      <div className={classes.shelfHead}>
        <h2 id={headingId} className={classes.heading}>
          <Link to={`/${group.id}`} style={{ color: 'inherit', textDecoration: 'none' }}>
            {name}
          </Link>
        </h2>
        {page.totalElements > page.content.length && (
          <Link
            to={`/${group.id}`}
            className={classes.seeAll}
            aria-label={t('catalogue.shelf.seeAllOf', { name })}
          >
            {t('catalogue.shelf.seeAll')}
          </Link>
        )}
      </div>
      <CardList
        cards={page.content}
        layout={layout}
        label={name}
        context={{ groupId: group.id, pendingId, onToggleFavourite }}
      />
    </section>
  );
}
