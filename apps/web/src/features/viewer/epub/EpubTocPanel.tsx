import { Drawer, NavLink, Text } from '@mantine/core';
import type { FoliateTocItem } from 'foliate-js/epub.js';
import { useTranslation } from '../../../i18n/use-translation.ts';
import classes from './epub-viewer.module.css';

/**
 * The book's table of contents in a side panel; choosing an entry opens that place and closes the panel.
 * The current chapter is marked by our own style (see the module CSS), not NavLink's `active`: the
 * tenant's brand is one colour in every shade, so Mantine's light variant drew brand text on brand.
 */
export function EpubTocPanel(props: {
  opened: boolean;
  onClose: () => void;
  toc: FoliateTocItem[];
  currentHref: string | undefined;
  onChoose: (href: string) => void;
}) {
  const { t } = useTranslation();
  const items = (list: FoliateTocItem[]) =>
    list.map((item) => (
      <NavLink
        key={`${item.href}-${item.label}`}
        className={classes.tocItem}
        component="button"
        type="button"
        label={item.label.trim() || item.href}
        aria-current={item.href === props.currentHref ? 'location' : undefined}
        onClick={() => props.onChoose(item.href)}
        childrenOffset={16}
        opened={item.subitems?.length ? true : undefined}
      >
        {item.subitems?.length ? items(item.subitems) : undefined}
      </NavLink>
    ));
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={t('viewer.epub.contents')}
      closeButtonProps={{ 'aria-label': t('viewer.epub.closeContents') }}
      size="sm"
    >
      <nav aria-label={t('viewer.epub.contents')}>
        {props.toc.length ? items(props.toc) : <Text size="sm">{t('viewer.epub.noContents')}</Text>}
      </nav>
    </Drawer>
  );
}
