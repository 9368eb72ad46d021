import '@mantine/spotlight/styles.css';
import { Button, Kbd } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../session/session-store.ts';
import { type PaletteItem, type PaletteSource, paletteSources } from './palette-sources.ts';
import { useConsoleScope } from './use-console-scope.ts';

type Found = { source: PaletteSource; items: PaletteItem[] }[];

/** Every source's answer to the query; a source's promise replaces its group when it arrives. */
function usePaletteResults(query: string): Found {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { scope } = useConsoleScope();
  const [found, setFound] = useState<Found>([]);
  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    const context = { user, scope, t };
    const answers = paletteSources
      .filter((source) => query.trim().length >= source.minQuery)
      .map((source) => ({ source, answer: source.search(query, context, controller.signal) }));
    setFound(answers.map(({ source, answer }) => ({ source, items: Array.isArray(answer) ? answer : [] })));
    for (const { source, answer } of answers) {
      if (Array.isArray(answer)) continue;
      void answer.then(
        (items) => {
          if (!controller.signal.aborted)
            setFound((now) => now.map((group) => (group.source === source ? { source, items } : group)));
        },
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [query, user, scope, t]);
  return found;
}

/** Spotlight's dialog has no title to be named by (axe aria-dialog-name): it is named here. */
function nameDialog(name: string) {
  document.querySelector('.mantine-Spotlight-content[role="dialog"]')?.setAttribute('aria-label', name);
}

/**
 * The command palette (Ctrl/Cmd+K or the header's button): finds any console page the admin may open
 * by its name, and whatever further sources offer (palette-sources.ts).
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const found = usePaletteResults(query).filter((group) => group.items.length > 0);
  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      onSpotlightOpen={() => requestAnimationFrame(() => nameDialog(t('adminConsole.palette.label')))}
      scrollable
      maxHeight={420}
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
                  onClick={() => void navigate(item.href)}
                  data-palette-item={item.id}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {found.length === 0 && <Spotlight.Empty>{t('adminConsole.palette.nothing')}</Spotlight.Empty>}
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
