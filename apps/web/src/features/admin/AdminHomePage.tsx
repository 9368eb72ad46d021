import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { endSession } from '../../session/session-actions.ts';
import { useSession } from '../../session/session-store.ts';
import { AdminLanguageSelect } from './AdminLanguageSelect.tsx';
import { AdminSection } from './contents/AdminSection.tsx';
import { pagesFor } from './kit/page-access.ts';
import { pageHref } from './kit/palette-sources.ts';

/** `/admin`: the console's home: who is signed in, the language, a logout and the pages this admin may open. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/admin/login" replace />;

  return (
    <Stack maw={720} mx="auto" gap="lg" data-page="admin-home">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('accounts.admin.homeTitle')}
        </Title>
        <AdminLanguageSelect />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={600} data-signed-in-as>
            {t('accounts.admin.signedInAs', { name: user.name })}
          </Text>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={112}>{t('accounts.admin.email')}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th w={112}>{t('accounts.admin.role')}</Table.Th>
                <Table.Td data-role-level={user.roleLevel}>
                  {t(`accounts.admin.roles.${user.roleLevel}`)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void endSession({ callServer: true, redirect: { to: '/admin/login' } })}
            >
              {t('accounts.admin.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConsolePages />
    </Stack>
  );
}

/** The console's pages this admin may open, each a link in the admin's own scope (or to the company picker). */
function ConsolePages() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const pages = pagesFor(user).filter((page) => page.path !== '');
  if (!user || pages.length === 0) return null;
  return (
    <AdminSection title={t('adminConsole.home.pages')}>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {pages.map((page) => {
          const PageIcon = page.icon;
          return (
            <li key={page.id}>
              <Anchor
                component={Link}
                to={pageHref(page, { user, scope: null })}
                fw={600}
                data-home-page={page.id}
              >
                <Group gap="xs" component="span" wrap="nowrap">
                  <PageIcon size={20} aria-hidden />
                  {t(page.titleKey)}
                </Group>
              </Anchor>
            </li>
          );
        })}
      </SimpleGrid>
    </AdminSection>
  );
}
