import { AccountType } from '@hondana/contract';
import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { accountKeys } from '../../api/query-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { can } from '../../session/abilities.ts';
import { restoreSession } from '../../session/session-actions.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { AccountSettingsSection } from './AccountSettingsSection.tsx';
import { CancelAccountSection } from './CancelAccountSection.tsx';
import { ChangeEmailSection } from './ChangeEmailSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';

/**
 * `/profile` (login required): account settings, change password, change e-mail, cancel account.
 * Who may not read their account ('account.read': IP users) goes home; the cancel section
 * shows only to who may cancel ('account.cancel': end users, not staff). Open-type tenants have no
 * accounts at all: their /profile leads home.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { company } = useTenant();
  const noAccounts = company.accountType === AccountType.OPEN;
  const detail = useQuery({
    queryKey: accountKeys.detail(user?.id),
    queryFn: () => accountsApi.userDetail(user?.id ?? 0),
    enabled: !noAccounts && can(user, 'account.read'),
    meta: { silent: true },
  });

  if (noAccounts || (user && !can(user, 'account.read'))) return <Navigate to="/" replace />;

  let content: ReactNode;
  if (detail.isSuccess) {
    content = (
      <>
        <AccountSettingsSection key={detail.dataUpdatedAt} detail={detail.data} />
        <ChangePasswordSection userId={detail.data.id} />
        <ChangeEmailSection userId={detail.data.id} currentEmail={detail.data.email} />
        {can(user, 'account.cancel') && <CancelAccountSection userId={detail.data.id} />}
      </>
    );
  } else if (user && detail.isPending) {
    content = (
      <Center py="xl" role="status">
        <Loader aria-label={t('shell.loading')} />
      </Center>
    );
  } else {
    // No user (the server could not be reached at load) or the detail failed.
    const retry = () => (user ? void detail.refetch() : void restoreSession());
    content = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden />}
        title={t('accounts.profile.loadFailed')}
      >
        <Button variant="default" size="xs" mt="xs" onClick={retry}>
          {t('accounts.profile.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <Stack maw={720} mx="auto" w="100%" px="md" py="lg" gap="lg" data-page="profile">
      <Title order={1} size="h2">
        {t('accounts.profile.title')}
      </Title>
      {content}
    </Stack>
  );
}
