import { Anchor, Center, List, Loader, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { callApi } from '../../api/client.ts';
import { portalKeys } from '../../api/query-keys.ts';
import { browserLanguage } from '../../i18n/browser-language.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { tenantTheme } from '../../tenant/theme.ts';

/**
 * The portal host's root (`/`, no tenant in the address), in the browser's language. With demo data on
 * it lists the demo libraries and the administration site (GET /platform/public/portals); otherwise it
 * is a neutral page that names no tenant.
 */
export function PortalsPage() {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    void changeLanguage(browserLanguage());
  }, []);
  const directory = useQuery({
    queryKey: portalKeys.directory(),
    queryFn: () => callApi('portalDirectory', {}),
    retry: false,
    meta: { silent: true },
  });

  let body = (
    <Center py="md" role="status">
      <Loader size="sm" aria-label={t('shell.loading')} />
    </Center>
  );
  if (directory.data?.demoData) {
    const { portals, adminUrl } = directory.data;
    body = (
      <Stack gap="md">
        <Text>{t('shell.portals.demoIntro')}</Text>
        <nav aria-label={t('shell.portals.demoList')}>
          <List spacing="xs" data-portal-list>
            {portals.map((portal) => (
              <List.Item key={portal.url}>
                <Anchor href={portal.url} underline="always" c="blue.9">
                  {portal.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        {adminUrl && (
          <Text>
            {t('shell.portals.adminIntro')}{' '}
            <Anchor href={adminUrl} underline="always" c="blue.9" data-admin-link>
              {t('shell.portals.admin')}
            </Anchor>
          </Text>
        )}
      </Stack>
    );
  } else if (directory.isSuccess || directory.isError) {
    body = <Text data-portal-neutral>{t('shell.portals.neutral')}</Text>;
  }

  return (
    <MantineProvider theme={tenantTheme(undefined)}>
      <Stack component="main" px="md" py="xl" data-page="portals">
        <Paper mx="auto" w="100%" maw={560} p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
          <Stack gap="lg">
            <Title order={1} size="h2">
              {t('shell.portals.title')}
            </Title>
            {body}
          </Stack>
        </Paper>
      </Stack>
    </MantineProvider>
  );
}
