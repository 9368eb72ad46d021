import { Button, Group, Stack, Title } from '@mantine/core';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PortalFrame } from '../../layouts/PortalFrame.tsx';
import { useOptionalTenant } from '../../tenant/tenant-context.tsx';

/**
 * 'SO SORRY, PAGE NOT FOUND'. In a tenant's portal it is drawn inside the tenant's header
 * and footer with Home and Search links, so it is never a dead end; Go back is hidden for open-type
 * tenants. Without a tenant (an unknown portal) it stands alone.
 */
export function NotFoundPage() {
  const tenant = useOptionalTenant();
  if (!tenant || tenant.company.noLayout) {
    return (
      <Stack
        component="main"
        align="center"
        justify="center"
        mih="60vh"
        p="xl"
        gap="lg"
        data-page="not-found"
      >
        <NotFoundContent withLinks={false} withGoBack={tenant?.company.accountType !== 'OPEN'} />
      </Stack>
    );
  }
  return (
    <PortalFrame sidebar={false} banner={false}>
      <Stack align="center" justify="center" mih="50vh" p="xl" gap="lg" data-page="not-found">
        <NotFoundContent withLinks withGoBack={tenant.company.accountType !== 'OPEN'} />
      </Stack>
    </PortalFrame>
  );
}

function NotFoundContent({ withLinks, withGoBack }: { withLinks: boolean; withGoBack: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={1} ta="center" size="h2">
        {t('shell.notFound.title')}
      </Title>
      <Group justify="center" gap="sm">
        {withLinks && (
          <>
            <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
              {t('shell.notFound.home')}
            </Button>
            <Button
              component={Link}
              to="/search"
              variant="outline"
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              {t('shell.notFound.search')}
            </Button>
          </>
        )}
        {withGoBack && (
          <Button variant="subtle" onClick={() => window.history.back()}>
            {t('shell.notFound.goBack')}
          </Button>
        )}
      </Group>
    </>
  );
}
