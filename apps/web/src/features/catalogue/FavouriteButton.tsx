import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import classes from './catalogue.module.css';

/** The favourite icon's size is clamped between 15 and 45 px. */
export const favouriteIconSize = (size: number) => Math.min(45, Math.max(15, Math.round(size)));

/** The button's height: its icon and 4 px of padding either side, at least 32 px. */
export const favouriteButtonHeight = (size: number) => Math.max(32, favouriteIconSize(size) + 8);

interface FavouriteButtonProps {
  title: string;
  isFavorite: boolean;
  size: number;
  onImage: boolean;
  pending: boolean;
  onToggle(): void;
}

/** The favourite bookmark: a toggle button named after the book, filled while it is a favourite. */
export function FavouriteButton({
  title,
  isFavorite,
  size,
  onImage,
  pending,
  onToggle,
}: FavouriteButtonProps) {
  const { t } = useTranslation();
  const Icon = isFavorite ? IconBookmarkFilled : IconBookmark;
  const px = favouriteIconSize(size);
  return (
    <button
      type="button"
      className={`${classes.favourite} ${onImage ? classes.favouriteOnImage : ''}`}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'catalogue.favourite.remove' : 'catalogue.favourite.add', { title })}
      disabled={pending}
      onClick={onToggle}
      data-favourite={isFavorite ? 'on' : 'off'}
    >
      <Icon size={px} aria-hidden />
    </button>
  );
}
