import type { SearchTab } from '@hondana/contract';
import {
  IconArrowRight,
  IconBook,
  IconFileSearch,
  IconFilter,
  IconListSearch,
  IconSearch,
  IconZoom,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTranslated } from '../../tenant/use-translated.ts';
import classes from './search.module.css';

/** The Tabler icons a tab's search button may name (the administration offers these). */
const ICONS = {
  search: IconSearch,
  zoom: IconZoom,
  'file-search': IconFileSearch,
  'list-search': IconListSearch,
  filter: IconFilter,
  book: IconBook,
  'arrow-right': IconArrowRight,
} as const;

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** A tab's search button: its label (else "Search"), icon, colours and alignment. */
export function SearchButton({ button }: { button: SearchTab['button'] }) {
  const { t } = useTranslation();
  const text = useTranslated();
  const Icon = button.icon ? ICONS[button.icon as keyof typeof ICONS] : undefined;
  return (
    <div className={classes.actions} style={{ justifyContent: justify[button.align] }}>
      <button
        type="submit"
        className={classes.submit}
        style={{ background: button.backgroundColor, color: button.textColor }}
        data-search-submit=""
      >
        {Icon && <Icon size={18} aria-hidden />}
        {text(button.label, button.labelTranslations) || t('search.overlay.submit')}
      </button>
    </div>
  );
}
