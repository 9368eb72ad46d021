import type { CatalogueCard } from '@hondana/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import classes from './catalogue.module.css';

interface CoverImageProps {
  card: Pick<CatalogueCard, 'title' | 'coverUrl' | 'coverThumbnailUrl'>;
  /** The rendered width of the box, for the browser's choice between the 200 and 600 px pictures. */
  sizes: string;
  /** The first screen's covers are not deferred (the detail page's cover). */
  eager?: boolean;
}

/**
 * A cover in its fixed 2:3 box (the box has its size before the picture arrives: no layout shift),
 * loaded lazily and decoded off the main thread; the title is its alt text. Without a cover the box
 * shows the title.
 */
export function CoverImage({ card, sizes, eager = false }: CoverImageProps) {
  const { t } = useTranslation();
  const small = card.coverThumbnailUrl ?? card.coverUrl;
  return (
    <div className={classes.cover}>
      {small ? (
        <img
          src={small}
          srcSet={
            card.coverThumbnailUrl && card.coverUrl
              ? `${card.coverThumbnailUrl} 200w, ${card.coverUrl} 600w`
              : undefined
          }
          sizes={sizes}
          alt={card.title}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={200}
          height={300}
        />
      ) : (
        <div className={classes.noCover} role="img" aria-label={card.title}>
          <span aria-hidden>{t('catalogue.card.noCover')}</span>
        </div>
      )}
    </div>
  );
}
