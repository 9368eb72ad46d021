import { AccountType, type CatalogueProgress } from '@hondana/contract';
import { Button, Progress, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isMobileAppSession } from '../../session/mobile-web-view.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import classes from './HomeStatus.module.css';

/** The home's notice while books are being prepared: how many are ready, as text and as a bar. */
export function PreparingNotice({ progress }: { progress: CatalogueProgress }) {
  const { t } = useTranslation();
  const total = progress.ready + progress.preparing;
  const label = t('catalogue.home.preparing', { ready: progress.ready, total });
  return (
    <section className={classes.notice} data-home-preparing="">
      <Text fw={600} role="status">
        {label}
      </Text>
      <Progress
        value={total ? (progress.ready * 100) / total : 0}
        aria-label={label}
        my="xs"
        size="sm"
        animated
      />
      <Text size="sm">{t('catalogue.home.preparingHint')}</Text>
    </section>
  );
}

/**
 * A home with no shelf to show: a visitor of a portal that has books (all needing a login) is told so
 * and offered the login; anyone else learns there are no books yet.
 */
export function EmptyHome({ booksExist }: { booksExist: boolean }) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const signedIn = useSession((s) => s.isAuthenticated);
  const scope = useSession((s) => s.scope);
  const openLoginModal = useSession((s) => s.openLoginModal);
  // The header's rule: open portals and the mobile app's web view have no login control.
  const offerLogin =
    booksExist && !signedIn && company.accountType !== AccountType.OPEN && !isMobileAppSession(scope);
  return (
    <section className={classes.notice} data-home-empty={offerLogin ? 'login' : 'none'}>
      <Title order={2} size="h3">
        {t(offerLogin ? 'catalogue.home.loginTitle' : 'catalogue.home.emptyTitle')}
      </Title>
      <Text my="sm">{t(offerLogin ? 'catalogue.home.loginText' : 'catalogue.home.emptyText')}</Text>
      {offerLogin && <Button onClick={() => openLoginModal()}>{t('chrome.header.login')}</Button>}
    </section>
  );
}
