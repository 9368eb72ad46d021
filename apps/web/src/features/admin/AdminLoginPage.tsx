import type { SecondFactorStep } from '@hondana/contract';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { takeReturnRoute } from '../../app/return-route.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { CredentialsForm } from '../auth/CredentialsForm.tsx';
import { LOGIN_FORM_MAX_WIDTH } from '../auth/LoginPage.tsx';
import { AdminLanguageSelect } from './AdminLanguageSelect.tsx';
import { RequiredEnrolmentStep } from './second-factor/RequiredEnrolmentStep.tsx';
import { SecondFactorCodeStep } from './second-factor/SecondFactorCodeStep.tsx';

/**
 * `/admin/login`: system, company and service admins (POST /auth/admin-login). End users get the
 * API's refusal (611) on the form. An account with a second factor is then asked for its code, one
 * that must have one and has none sets it up first. The session lives in the admin site's own cookie.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reauthorizing = useSession((s) => s.reauthorizing);
  const [signedInAlready] = useState(() => useSession.getState().isAuthenticated);
  const [pending, setPending] = useState<{ step: SecondFactorStep; keepLogin: boolean } | null>(null);
  if (signedInAlready) return <Navigate to="/admin" replace />;
  const loggedIn = () => navigate(takeReturnRoute('admin') ?? '/admin', { replace: true });
  const startOver = () => setPending(null);

  return (
    <Stack py="xl" gap="lg" data-page="admin-login">
      {/* The product's name, not a tenant's: this site belongs to no portal. */}
      <Text component="p" ta="center" fw={700} fz={28} lh={1.2} m={0} data-product-name>
        {t('app.name')}
      </Text>
      <Paper
        mx="auto"
        w="100%"
        maw={LOGIN_FORM_MAX_WIDTH}
        p={{ base: 'md', sm: 'xl' }}
        withBorder
        radius="md"
      >
        {pending?.step.secondFactor === 'verify' ? (
          <SecondFactorCodeStep {...pending} onLoggedIn={loggedIn} onStartOver={startOver} />
        ) : pending?.step.secondFactor === 'enrol' ? (
          <RequiredEnrolmentStep {...pending} onLoggedIn={loggedIn} onStartOver={startOver} />
        ) : (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Title order={1} size="h2">
                {t('accounts.admin.loginTitle')}
              </Title>
              <AdminLanguageSelect />
            </Group>
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
              onLoggedIn={loggedIn}
              onSecondFactor={(step, keepLogin) => setPending({ step, keepLogin })}
            />
            <Anchor component={Link} to="/admin/forgot-password" size="sm" data-admin-forgot-password>
              {t('accounts.login.forgotPassword')}
            </Anchor>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
