import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { takeReturnRoute } from '../../app/return-route.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useTranslated } from '../../tenant/use-translated.ts';
import { FederatedLoginReturn } from './federated/FederatedLoginReturn.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The login form is at most 400 px wide (a custom login page may set its own width). */
export const LOGIN_FORM_MAX_WIDTH = 400;

/**
 * `/login`. After a login the user goes back to the remembered route (never a login route), else home.
 * The company's custom login settings, when enabled, give the page its title, text, logo and colours.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { company, settings } = useTenant();
  const navigate = useNavigate();
  const text = useTranslated();
  const [signedInAlready] = useState(() => useSession.getState().isAuthenticated);
  // The page replaces the header's dialog (a reauthorize may have opened it on a login-only page).
  useEffect(() => useSession.setState({ loginModalOpen: false }), []);
  if (signedInAlready) return <Navigate to="/" replace />;

  const custom = settings.customLoginSettingResponse;
  const title = custom.enabled && text(custom.title, custom.titleTranslations);
  const description = custom.enabled && text(custom.description, custom.descriptionTranslations);
  const maxWidth = custom.enabled ? custom.formMaxWidth : LOGIN_FORM_MAX_WIDTH;
  const pageStyle: CSSProperties | undefined = custom.enabled
    ? {
        backgroundColor: custom.background,
        backgroundImage: custom.backgroundImage ? `url("${custom.backgroundImage}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  const boxStyle: CSSProperties | undefined = custom.enabled
    ? {
        backgroundColor: custom.boxBackgroundColor,
        color: custom.textColor,
      }
    : undefined;
  const submitColors = custom.enabled
    ? { background: custom.buttonBackgroundColor, color: custom.buttonTextColor }
    : undefined;

  const done = () => navigate(takeReturnRoute(company.path) ?? '/', { replace: true });

  return (
    <Box px="md" py="xl" style={pageStyle} data-page="login" data-custom-login={custom.enabled || undefined}>
      <Paper mx="auto" maw={maxWidth} p={{ base: 'md', sm: 'xl' }} withBorder radius="md" style={boxStyle}>
        <Stack gap="lg">
          {custom.enabled && custom.logo && (
            // A plain image (Mantine's Image is one more module of the first download for this alone).
            <img
              src={custom.logo}
              alt={company.companyName}
              style={{
                display: 'block',
                height: 56,
                width: 'auto',
                objectFit: 'contain',
                marginInline: 'auto',
              }}
            />
          )}
          <Title order={1} size="h2">
            {title || t('accounts.login.title')}
          </Title>
          {description && <Text>{description}</Text>}
          <FederatedLoginReturn onLoggedIn={done} />
          <LoginForm onLoggedIn={done} submitColors={submitColors} />
        </Stack>
      </Paper>
    </Box>
  );
}
