import { type CatalogueCard, FavouriteButtonPosition, ListView } from '@hondana/contract';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { type CardContext, ContentCard, showsBadges } from './ContentCard.tsx';
import classes from './catalogue.module.css';
import { favouriteButtonHeight } from './FavouriteButton.tsx';
import type { ShelfLayout } from './shelf-layout.ts';

interface CardListProps {
  cards: CatalogueCard[];
  layout: ShelfLayout;
  context: Omit<CardContext, 'coverSizes'>;
  /** The accessible name of a scrolling row (it is focusable, so keys scroll it). */
  label: string;
}

/** The `sizes` of a cover that takes 1/perRow of the listing (two a row on a phone). */
const coverSizes = (perRow: number, wrap: boolean) =>
  `(max-width: 767px) ${wrap ? 45 : 40}vw, ${Math.max(8, Math.round(80 / perRow))}vw`;

/**
 * Cards as the setting draws them: covers in wrapped rows or one scrolling row (list and all views),
 * or a list of titles (title view).
 */
export function CardList({ cards, layout, context, label }: CardListProps) {
  const { settings } = useTenant();
  const full = { ...context, coverSizes: coverSizes(layout.perRow, layout.wrap) };
  if (settings.contentSearchResultSettingResponse.listView === ListView.TITLE) {
    return (
      <ul className={classes.titleList}>
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCard card={card} context={full} />
          </li>
        ))}
      </ul>
    );
  }
  const style = { '--per-row': layout.perRow } as CSSProperties;
  return (
    <ul
      className={layout.wrap ? classes.grid : classes.row}
      style={style}
      data-layout={layout.wrap ? 'wrap' : 'row'}
      // A scrolling row is focusable so a keyboard can scroll it (axe scrollable-region-focusable).
      {...(layout.wrap ? {} : { tabIndex: 0, 'aria-label': label })}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <ContentCard card={card} context={full} />
        </li>
      ))}
    </ul>
  );
}

/** Stand-ins of the cards while a listing loads: the same boxes, so nothing moves when they arrive. */
export function CardSkeletons({ layout }: { layout: ShelfLayout }) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const count = layout.wrap ? layout.size : layout.perRow;
  const setting = settings.contentSearchResultSettingResponse;
  const titles = setting.listView === ListView.TITLE;
  const onImage = setting.buttonFavouritePosition === FavouriteButtonPosition.IMAGE;
  const style = { '--per-row': layout.perRow } as CSSProperties;
  return (
    <div role="status" aria-live="polite" data-skeleton="">
      <VisuallyHidden>{t('catalogue.shelf.loading')}</VisuallyHidden>
      <ul
        className={titles ? classes.titleList : layout.wrap ? classes.grid : classes.row}
        style={style}
        aria-hidden
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins, never reordered.
          <li key={index}>
            {titles ? (
              <span className={classes.skeletonLine} style={{ width: '60%' }} />
            ) : (
              <div className={classes.card}>
                <div className={classes.cardLink}>
                  <div className={classes.cover} />
                  {showsBadges(setting) && <span className={classes.badgeRow} />}
                  <span className={classes.title}>
                    <span className={classes.skeletonLine} />
                  </span>
                  <span className={classes.author}>
                    <span className={classes.skeletonLine} style={{ width: '60%' }} />
                  </span>
                  {setting.listView === ListView.ALL && <span className={classes.meta}>{'\u00a0'}</span>}
                </div>
                {!onImage && <div style={{ height: favouriteButtonHeight(setting.favouriteIconSize) }} />}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
