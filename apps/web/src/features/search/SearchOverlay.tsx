import { type SearchTab, SearchTabType } from '@hondana/contract';
import { Alert, Button, Drawer, Loader, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LAYOUT } from '../../tenant/theme.ts';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { SearchForm } from './SearchForm.tsx';
import classes from './search.module.css';
import { type AddressSearch, addressOfSearch, searchOfAddress, searchTargetPath } from './search-address.ts';
import { useSearchOverlay } from './search-overlay-store.ts';
import { useSearchTabs } from './search-queries.ts';

const tabTitle = (tab: SearchTab, language: 'en' | 'ja' | 'vn') =>
  tab.titleTranslations[language] || tab.title;

/**
 * The search overlay: a full-screen drawer from the top (a mobile layout under 768 px)
 * holding the service's search page: tabs only when there are several, each tab's boxes and button; a
 * full-text tab is full-text mode. A search lands on `/search` with the search in the address, unless
 * the reader is already on a search page without a content id. Focus stays inside while it is open;
 * Escape closes it and gives the focus back to the icon.
 */
export function SearchOverlay() {
  const { t } = useTranslation();
  const wanted = useSearchOverlay((s) => s.opened);
  // Mounted closed, then opened: Mantine records the element to give the focus back to on an opening
  // after the mount only, so the first opening too returns the focus to the icon.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(wanted), [wanted]);
  const close = useSearchOverlay((s) => s.close);
  const language = useCurrentLanguage();
  const mobile = useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpoint - 1}px)`);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = searchOfAddress(params);
  const query = useSearchTabs(wanted);
  const tabs = (query.data ?? []).filter((tab) => tab.isShow).sort((a, b) => a.ordinal - b.ordinal);
  const [picked, setPicked] = useState<number | null>(null);
  const currentTabId = current && current.type !== 'hashtag' ? current.tabId : null;
  const active =
    tabs.find((tab) => tab.id === picked) ??
    tabs.find((tab) => tab.id === currentTabId) ??
    (current?.type === 'fullText' ? tabs.find((tab) => tab.type === SearchTabType.FULL_TEXT) : undefined) ??
    tabs[0];

  const search = (wanted: AddressSearch) => {
    const target = searchTargetPath(location.pathname);
    const kept = target === location.pathname ? params : new URLSearchParams();
    navigate({ pathname: target, search: `?${addressOfSearch(wanted, kept).toString()}` });
    close();
  };

  const form = (tab: SearchTab) => <SearchForm key={tab.id} tab={tab} current={current} onSearch={search} />;

  return (
    <Drawer.Root
      opened={opened}
      onClose={close}
      position="top"
      size="100%"
      padding={mobile ? 'md' : 'xl'}
      data-search-overlay={mobile ? 'mobile' : 'desktop'}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: the page's header is the one banner landmark (axe). */}
        <Drawer.Header renderRoot={(props) => <div {...props} />}>
          <Drawer.Title style={{ fontSize: mobile ? '1.125rem' : '1.375rem', fontWeight: 700 }}>
            {t('search.overlay.title')}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('search.overlay.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <div className={classes.body}>
            {query.isPending ? (
              <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t('search.overlay.loading')}</Text>
              </div>
            ) : query.isError ? (
              <Alert color="red" variant="light" role="alert">
                <Text size="sm">{t('search.overlay.failed')}</Text>
                <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
                  {t('search.results.retry')}
                </Button>
              </Alert>
            ) : !active ? (
              <Text>{t('search.overlay.none')}</Text>
            ) : tabs.length === 1 ? (
              form(active)
            ) : (
              <Tabs
                value={String(active.id)}
                onChange={(value) => setPicked(Number(value))}
                keepMounted={false}
                variant={mobile ? 'pills' : 'default'}
              >
                <Tabs.List
                  aria-label={t('search.overlay.tabs')}
                  mb="lg"
                  style={{ flexWrap: mobile ? 'nowrap' : 'wrap', overflowX: 'auto' }}
                >
                  {tabs.map((tab) => (
                    <Tabs.Tab key={tab.id} value={String(tab.id)} data-tab-type={tab.type}>
                      {tabTitle(tab, language)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {tabs.map((tab) => (
                  <Tabs.Panel key={tab.id} value={String(tab.id)}>
                    {form(tab)}
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
          </div>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
