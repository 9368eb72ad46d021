import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { endSession } from '../../session/session-actions.ts';
import { useSession } from '../../session/session-store.ts';
import { AdminLanguageSelect } from './AdminLanguageSelect.tsx';

/** `/admin`: the landing page of a signed-in admin (the console arrives later) with a logout. */
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
          <Text>{t('accounts.admin.empty')}</Text>
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
    </Stack>
  );
}
