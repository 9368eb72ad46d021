import { type CatalogueCard, FavouriteButtonPosition, ListView } from '@hondana/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AccessNote, offersFavourite } from './AccessNote.tsx';
import { CoverImage } from './CoverImage.tsx';
import classes from './catalogue.module.css';
import { contentPath } from './content-link.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

export interface CardContext {
  groupId: number | null;
  search?: boolean;
  /** `sizes` of the cover pictures (the width a cover takes on screen). */
  coverSizes: string;
  pendingId: string | undefined;
  onToggleFavourite(card: CatalogueCard): void;
  /** The level of the card titles: one below the listing's own heading (3 under a shelf's h2). */
  titleLevel?: 2 | 3;
}

/** Whether the listing's cards keep a line for a badge under the cover (any badge switched on). */
export const showsBadges = (setting: {
  overlayNew: boolean;
  overlayPopular: boolean;
  overlayRecommend: boolean;
}) => setting.overlayNew || setting.overlayPopular || setting.overlayRecommend;

/** The type badge (new, popular, recommend) of a content. */
export function TypeBadge({ type, inline = false }: { type: CatalogueCard['type']; inline?: boolean }) {
  const { t } = useTranslation();
  if (!type) return null;
  return (
    <span className={`${classes.badge} ${inline ? classes.badgeInline : ''}`} data-badge={type}>
      {t(`catalogue.badge.${type}`)}
    </span>
  );
}

/**
 * One content of a listing: its cover (list and all views), title and author under it, and the
 * favourite bookmark over the cover or beside the text (`buttonFavouritePosition`). The whole card is
 * one link; the bookmark is a button beside it, never inside it.
 */
export function ContentCard({ card, context }: { card: CatalogueCard; context: CardContext }) {
  const { t } = useTranslation();
  const { settings } = useTenant();
  const setting = settings.contentSearchResultSettingResponse;
  const view = setting.listView;
  const onImage =
    setting.buttonFavouritePosition === FavouriteButtonPosition.IMAGE && view !== ListView.TITLE;
  const favourite = offersFavourite(card) && (
    <FavouriteButton
      title={card.title}
      isFavorite={card.isFavorite}
      size={setting.favouriteIconSize}
      onImage={onImage}
      pending={context.pendingId === card.id}
      onToggle={() => context.onToggleFavourite(card)}
    />
  );
  const to = contentPath(card.id, { groupId: context.groupId, search: context.search });
  const Title = context.titleLevel === 2 ? 'h2' : 'h3';

  if (view === ListView.TITLE) {
    return (
      <>
        <Link to={to} className={classes.cardLink} style={{ flex: 1, padding: '8px 0' }} data-card={card.id}>
          <span className={classes.title} style={{ minHeight: 0 }}>
            {card.title}
          </span>
          {card.author && <span className={classes.author}>{card.author}</span>}
          <AccessNote read={card.access.read} />
        </Link>
        <TypeBadge type={card.type} inline />
        {favourite}
      </>
    );
  }

  return (
    <article className={classes.card} data-card={card.id}>
      <Link to={to} className={classes.cardLink}>
        <CoverImage card={card} sizes={context.coverSizes} />
        {showsBadges(setting) && (
          <div className={classes.badgeRow}>
            <TypeBadge type={card.type} />
          </div>
        )}
        <Title className={classes.title} data-card-title="">
          {card.title}
        </Title>
        <p className={classes.author}>{card.author ?? '\u00a0'}</p>
        <AccessNote read={card.access.read} />
        {view === ListView.ALL && (
          <p className={classes.meta}>
            {[
              card.distributorName,
              card.year,
              card.fileKind ? t(`catalogue.fileKind.${card.fileKind}`) : null,
            ]
              .filter(Boolean)
              .join(' · ') || '\u00a0'}
          </p>
        )}
      </Link>
      {onImage ? favourite : <div>{favourite}</div>}
    </article>
  );
}
