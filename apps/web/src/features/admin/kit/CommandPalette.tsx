import '@mantine/spotlight/styles.css';
import { Button, Kbd } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../session/session-store.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { type PaletteItem, type PaletteSource, paletteSources } from './palette-sources.ts';
import { useConsoleScope } from './use-console-scope.ts';

type Found = { source: PaletteSource; items: PaletteItem[] }[];

/** How long the typing pauses before the server is asked. */
const SETTLE_MS = 250;

const answers = (source: PaletteSource, query: string) => query.trim().length >= source.minQuery;

/**
 * Every source's answer to the query, in the sources' order: the pages at once, the server's groups once
 * the typing has paused and only while they answer the query on screen (never a stale reader to open).
 */
function usePaletteResults(query: string): { found: Found; searching: boolean } {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { scope } = useConsoleScope();
  const [settled] = useDebouncedValue(query, SETTLE_MS);
  const [remote, setRemote] = useState<{ query: string; groups: Found } | null>(null);
  useEffect(() => {
    const sources = paletteSources.filter((source) => source.remote && answers(source, settled));
    // Asked only once the typing pauses on the text on screen (not for a text already cleared or changed).
    if (!user || sources.length === 0 || settled !== query) return;
    const controller = new AbortController();
    const context = { user, scope, t };
    const asked = sources.map(async (source) => {
      const items = await Promise.resolve(source.search(settled, context, controller.signal)).catch(() => []);
      return { source, items };
    });
    void Promise.all(asked).then((groups) => {
      if (!controller.signal.aborted) setRemote({ query: settled, groups });
    });
    return () => controller.abort();
  }, [settled, query, user, scope, t]);
  const local = useMemo(() => {
    if (!user) return [];
    const context = { user, scope, t };
    const never = new AbortController().signal;
    return paletteSources
      .filter((source) => !source.remote && answers(source, query))
      .map((source) => {
        const items = source.search(query, context, never);
        return { source, items: Array.isArray(items) ? items : [] };
      });
  }, [query, user, scope, t]);
  const current = remote?.query === query ? remote.groups : [];
  const found = paletteSources.flatMap((source) =>
    [...local, ...current].filter((group) => group.source === source).slice(0, 1),
  );
  const searching =
    remote?.query !== query && paletteSources.some((source) => source.remote && answers(source, query));
  return { found, searching };
}

/** Spotlight's dialog has no title to be named by (axe aria-dialog-name): it is named here. */
function nameDialog(name: string) {
  document.querySelector('.mantine-Spotlight-content[role="dialog"]')?.setAttribute('aria-label', name);
}

/**
 * The command palette (Ctrl/Cmd+K or the header's button): finds any console page the admin may open
 * by its name, and the readers, contents and companies the console's search finds (palette-sources.ts).
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const results = usePaletteResults(query);
  const found = results.found.filter((group) => group.items.length > 0);
  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      onSpotlightOpen={() => requestAnimationFrame(() => nameDialog(t('adminConsole.palette.label')))}
      scrollable
      maxHeight={420}
      // Spotlight's dimmed second line is under 4.5:1 on white.
      styles={{ actionDescription: { color: READABLE_GREY } }}
    >
      <Spotlight.Search
        placeholder={t('adminConsole.palette.placeholder')}
        aria-label={t('adminConsole.palette.label')}
        leftSection={<IconSearch size={18} aria-hidden />}
        data-palette-search
      />
      <Spotlight.ActionsList aria-label={t('adminConsole.palette.label')}>
        {found.map(({ source, items }) => (
          <Spotlight.ActionsGroup key={source.id} label={t(source.groupKey)}>
            {items.map((item) => {
              const ItemIcon = item.icon;
              return (
                <Spotlight.Action
                  key={item.id}
                  label={item.label}
                  description={item.description}
                  leftSection={ItemIcon ? <ItemIcon size={20} aria-hidden /> : undefined}
                  onClick={() => {
                    setQuery('');
                    void navigate(item.href);
                  }}
                  data-palette-item={item.id}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {found.length === 0 && (
          <Spotlight.Empty>
            {t(results.searching ? 'adminConsole.palette.searching' : 'adminConsole.palette.nothing')}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** The header's way into the palette, with its shortcut shown. */
export function PaletteButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={<Kbd size="xs">{t('adminConsole.palette.shortcut')}</Kbd>}
      onClick={spotlight.open}
      data-palette-open
    >
      {t('adminConsole.palette.open')}
    </Button>
  );
}
