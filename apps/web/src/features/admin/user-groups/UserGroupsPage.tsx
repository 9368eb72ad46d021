import { UserGroupAuthMethod, type UserGroupItem } from '@hondana/contract';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { RequireAbility } from '../contents/RequireAbility.tsx';
import { UserGroupForm } from './UserGroupForm.tsx';
import { UserGroupMembers } from './UserGroupMembers.tsx';
import { useDeleteUserGroup, useUserGroupPage } from './user-group-queries.ts';

/** `/admin/user-groups`: the company's user groups (company admins edit them, service admins read). */
export function UserGroupsPage() {
  return (
    <RequireAbility action="userGroup.read">
      <UserGroups />
    </RequireAbility>
  );
}

type Editing = { group: UserGroupItem | null } | null;

function UserGroups() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const manage = can(user, 'userGroup.manage');
  const page = useUserGroupPage(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UserGroupItem | null>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  // The group as last fetched: its member count follows the changes made in the dialog.
  const membersGroup = page.data?.content.find((g) => g.id === membersOf) ?? null;

  return (
    <Stack gap="lg" maw={1100} mx="auto" data-page="admin-user-groups">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('contentAdmin.userGroups.title')}
        </Title>
        {manage && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ group: null })}
          >
            {t('contentAdmin.userGroups.add')}
          </Button>
        )}
      </Group>
      {page.isError && !page.data ? (
        <Alert color="red" role="alert" title={t('contentAdmin.userGroups.loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void page.refetch()}>
            {t('contentAdmin.userGroups.retry')}
          </Button>
        </Alert>
      ) : !page.data ? (
        <Center py="xl">
          <Loader aria-label={t('shell.loading')} />
        </Center>
      ) : page.data.content.length === 0 ? (
        <Text>{t('contentAdmin.userGroups.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {t('contentAdmin.userGroups.total', { count: page.data.totalElements })}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contentAdmin.userGroups.name')}</Table.Th>
                  <Table.Th>{t('contentAdmin.userGroups.method')}</Table.Th>
                  <Table.Th>{t('contentAdmin.userGroups.networks')}</Table.Th>
                  <Table.Th>{t('contentAdmin.userGroups.maxUsers')}</Table.Th>
                  <Table.Th>{t('contentAdmin.userGroups.members')}</Table.Th>
                  {manage && <Table.Th aria-hidden />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.content.map((group) => (
                  <Table.Tr key={group.id} data-user-group={group.id}>
                    <Table.Td>
                      <Text fw={600}>{group.name}</Text>
                      {group.isDefaultIpGroup && (
                        <Badge variant="outline" size="sm">
                          {t('contentAdmin.userGroups.loginByIp')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`contentAdmin.userGroups.methods.${group.authMethod}`)}</Table.Td>
                    <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                      {group.authMethod === UserGroupAuthMethod.IP_ADDRESS && group.ipAddresses.length > 0
                        ? group.ipAddresses.join(', ')
                        : t('contentAdmin.userGroups.none')}
                    </Table.Td>
                    <Table.Td>{group.maxUsers}</Table.Td>
                    <Table.Td>
                      {group.authMethod === UserGroupAuthMethod.PASSWORD ? (
                        <Button
                          variant="subtle"
                          size="xs"
                          leftSection={<IconUsers size={14} aria-hidden />}
                          aria-label={t('contentAdmin.userGroups.memberList.open', {
                            name: group.name,
                            count: group.memberCount,
                          })}
                          onClick={() => setMembersOf(group.id)}
                          data-open-members={group.id}
                        >
                          {group.memberCount}
                        </Button>
                      ) : (
                        group.memberCount
                      )}
                    </Table.Td>
                    {manage && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <Button
                            variant="default"
                            size="xs"
                            leftSection={<IconPencil size={14} aria-hidden />}
                            aria-label={t('contentAdmin.userGroups.edit', { name: group.name })}
                            onClick={() => setEditing({ group })}
                          >
                            {t('contentAdmin.userGroups.editButton')}
                          </Button>
                          {!group.isDefaultIpGroup && (
                            <Button
                              variant="default"
                              color="red"
                              size="xs"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              aria-label={t('contentAdmin.userGroups.delete', { name: group.name })}
                              onClick={() => setDeleting(group)}
                            >
                              {t('contentAdmin.userGroups.deleteButton')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.group
            ? t('contentAdmin.userGroups.edit', { name: editing.group.name })
            : t('contentAdmin.userGroups.add')
        }
        closeButtonProps={{ 'aria-label': t('contentAdmin.userGroups.cancel') }}
        size="lg"
      >
        {editing && <UserGroupForm group={editing.group} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={membersGroup !== null}
        onClose={() => setMembersOf(null)}
        title={membersGroup ? t('contentAdmin.userGroups.memberList.title', { name: membersGroup.name }) : ''}
        closeButtonProps={{ 'aria-label': t('contentAdmin.userGroups.memberList.close') }}
        size="lg"
      >
        {membersGroup && <UserGroupMembers group={membersGroup} manage={manage} />}
      </Modal>
      <DeleteDialog group={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function DeleteDialog({ group, onClose }: { group: UserGroupItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteUserGroup();
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={group ? t('contentAdmin.userGroups.delete', { name: group.name }) : ''}
      closeButtonProps={{ 'aria-label': t('contentAdmin.userGroups.cancel') }}
    >
      <Stack gap="md">
        <Text>{group && t('contentAdmin.userGroups.confirmDelete', { name: group.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('contentAdmin.userGroups.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              group &&
              remove.mutate(group.id, {
                onSuccess: async () => {
                  const { notifySuccess } = await import('../../../api/notify.ts');
                  notifySuccess(t, 'contentAdmin.userGroups.deleted');
                  onClose();
                },
              })
            }
          >
            {t('contentAdmin.userGroups.delete', { name: group?.name ?? '' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
