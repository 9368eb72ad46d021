import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { CredentialsForm } from '../auth/CredentialsForm.tsx';
import { LOGIN_FORM_MAX_WIDTH } from '../auth/LoginPage.tsx';
import { AdminLanguageSelect } from './AdminLanguageSelect.tsx';

/**
 * `/admin/login`: system, company and service admins (POST /auth/admin-login). End users get the
 * API's refusal (611) on the form. The session lives in the admin site's own cookie.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reauthorizing = useSession((s) => s.reauthorizing);
  const [signedInAlready] = useState(() => useSession.getState().isAuthenticated);
  if (signedInAlready) return <Navigate to="/admin" replace />;

  return (
    <Stack py="xl" gap="lg" data-page="admin-login">
      <Group justify="flex-end">
        <AdminLanguageSelect />
      </Group>
      <Paper
        mx="auto"
        w="100%"
        maw={LOGIN_FORM_MAX_WIDTH}
        p={{ base: 'md', sm: 'xl' }}
        withBorder
        radius="md"
      >
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('accounts.admin.loginTitle')}
          </Title>
          <Text>{t('accounts.admin.loginIntro')}</Text>
          <CredentialsForm
            identifierLabel={t('accounts.field.email')}
            passwordLabel={t('accounts.field.password')}
            identifierAutocomplete="email"
            notice={
              reauthorizing && (
                <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
                  {t('accounts.login.reauthorize')}
                </Alert>
              )
            }
            onLoggedIn={() => navigate('/admin', { replace: true })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
