import { type ContentGroupSummary, ContentGroupType } from '@hondana/contract';
import { VisuallyHidden } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { useSidebarGroups } from '../chrome/useSidebarGroups.ts';
import { CardSkeletons } from './CardList.tsx';
import classes from './catalogue.module.css';
import { cataloguePageOptions, useGroupSort, useReaderId } from './catalogue-queries.ts';
import { groupName } from './group-name.ts';
import { EmptyHome, PreparingNotice } from './HomeStatus.tsx';
import { Shelf } from './Shelf.tsx';
import { shelfLayout } from './shelf-layout.ts';
import { showsPreparing, useCatalogueProgress } from './use-catalogue-progress.ts';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import { useInView } from './use-in-view.ts';

/** The home's order: the computed groups, the reader's own lists, then the library's groups. */
const homeOrder: readonly number[] = [
  ContentGroupType.NEW,
  ContentGroupType.POPULAR,
  ContentGroupType.RECOMMEND,
  ContentGroupType.FAVORITE,
  ContentGroupType.RECENTLY,
];
const FIRST_SHELVES = 4;
const MORE_SHELVES = 4;

export function homeGroups(special: ContentGroupSummary[], normal: ContentGroupSummary[]) {
  const ordered = [...special].sort((a, b) => homeOrder.indexOf(a.type) - homeOrder.indexOf(b.type));
  return [...ordered, ...normal];
}

/**
 * The home page, covers first: a shelf per visible group. Shelves are
 * asked for a few at a time as the reader scrolls towards them, and drawn strictly in order: a shelf
 * appears only once every shelf above it has arrived, and an empty group is left out. So what is on
 * screen never moves: new shelves take the place of the loader at the end.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { settings, hint } = useTenant();
  const lang = useCurrentLanguage();
  const readerId = useReaderId();
  const sortFor = useGroupSort();
  const { special, normal, settled } = useSidebarGroups();
  const groups = homeGroups(special, normal);
  const setting = settings.contentSearchResultSettingResponse;
  const [wanted, setWanted] = useState(FIRST_SHELVES);
  const favourite = useFavouriteToggle(null);
  const { progress, settled: progressSettled } = useCatalogueProgress();

  const asked = groups.slice(0, wanted).map((group) => {
    const layout = shelfLayout(group, setting);
    return { group, layout };
  });
  const results = useQueries({
    queries: asked.map(({ group, layout }) =>
      cataloguePageOptions(hint, readerId, {
        content_group_id: group.id,
        page: 1,
        size: layout.size,
        ...sortFor(group.type),
      }),
    ),
  });

  const shelves = [];
  let waitingAt: number | null = null;
  for (const [index, { group, layout }] of asked.entries()) {
    const result = results[index];
    if (!result || result.isPending) {
      waitingAt = index;
      break;
    }
    // A shelf that failed is left out like an empty one; the global handler has said why.
    if (!result.data || result.data.content.length === 0) continue;
    shelves.push(
      <Shelf
        key={group.id}
        group={group}
        name={groupName(group, lang)}
        layout={layout}
        page={result.data}
        pendingId={favourite.pendingId}
        onToggleFavourite={(card) => favourite.toggle(card)}
      />,
    );
  }
  const more = !settled || waitingAt !== null || wanted < groups.length;
  const nextLayout =
    asked[waitingAt ?? asked.length]?.layout ?? shelfLayout(groups[wanted] ?? defaultGroup, setting);

  return (
    <div className={classes.page} data-home="">
      <VisuallyHidden component="h1">
        {settings.company.titlePage || t('catalogue.home.title')}
      </VisuallyHidden>
      {progress && showsPreparing(progress, shelves.length) && <PreparingNotice progress={progress} />}
      {shelves}
      {!more && progressSettled && shelves.length === 0 && !progress?.preparing && (
        <EmptyHome booksExist={progress ? progress.ready > 0 : true} />
      )}
      {more && (
        <ShelfLoader
          // A new loader each time shelves arrive: it is replaced, never moved (no layout shift).
          key={`loader-${shelves.length}-${waitingAt ?? wanted}`}
          layout={nextLayout}
          ready={settled && waitingAt === null}
          onNear={() => setWanted((count) => Math.min(groups.length, count + MORE_SHELVES))}
        />
      )}
    </div>
  );
}

const defaultGroup = { isWrapLine: false, itemSize: null, numRow: null };

/** Where the next shelves will be: stands in at a shelf's height and asks for more when near the viewport. */
function ShelfLoader({
  layout,
  ready,
  onNear,
}: {
  layout: ReturnType<typeof shelfLayout>;
  ready: boolean;
  onNear(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, '600px 0px');
  useEffect(() => {
    if (near && ready) onNear();
  }, [near, ready, onNear]);
  return (
    <div ref={ref} data-shelf-loader="">
      <div className={classes.shelfHead}>
        <span className={classes.skeletonLine} style={{ width: 160, height: 20 }} />
      </div>
      <CardSkeletons layout={{ ...layout, wrap: false }} />
    </div>
  );
}
