import { UserGroupAuthMethod, type UserGroupItem } from '@hondana/contract';
import { Badge, Button, Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteButton.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { UserGroupCards } from './UserGroupCards.tsx';
import { UserGroupForm } from './UserGroupForm.tsx';
import { UserGroupMembers } from './UserGroupMembers.tsx';
import { USER_GROUP_PAGE_SIZE, useDeleteUserGroup, useUserGroupPage } from './user-group-queries.ts';

type Editing = { group: UserGroupItem | null } | null;

const TABLE: TableDefaults<Record<string, string>> = {
  size: USER_GROUP_PAGE_SIZE,
  sizes: [20, 50, 100],
  filters: {},
};

/** `…/user-groups`: the company's user groups (company admins edit them, service admins read). */
export function UserGroupsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const manage = can(user, 'userGroup.manage');
  const table = useTableState(TABLE);
  const page = useUserGroupPage(table.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UserGroupItem | null>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  // The group as last fetched: its member count follows the changes made in the dialog.
  const membersGroup = page.data?.content.find((g) => g.id === membersOf) ?? null;
  const members = (group: UserGroupItem) =>
    group.authMethod === UserGroupAuthMethod.PASSWORD ? (
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
    );
  const actions = (group: UserGroupItem) => (
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
  );
  const columns: DataTableColumn<UserGroupItem>[] = [
    {
      accessor: 'name',
      title: t('contentAdmin.userGroups.name'),
      render: (group) => (
        <>
          <Text fw={600}>{group.name}</Text>
          {group.isDefaultIpGroup && (
            <Badge variant="outline" size="sm">
              {t('contentAdmin.userGroups.loginByIp')}
            </Badge>
          )}
        </>
      ),
    },
    {
      accessor: 'authMethod',
      title: t('contentAdmin.userGroups.method'),
      render: (group) => t(`contentAdmin.userGroups.methods.${group.authMethod}`),
    },
    {
      accessor: 'ipAddresses',
      title: t('contentAdmin.userGroups.networks'),
      cellsStyle: () => ({ fontFamily: 'var(--mantine-font-family-monospace)' }),
      render: (group) =>
        group.authMethod === UserGroupAuthMethod.IP_ADDRESS && group.ipAddresses.length > 0
          ? group.ipAddresses.join(', ')
          : t('contentAdmin.userGroups.none'),
    },
    { accessor: 'maxUsers', title: t('contentAdmin.userGroups.maxUsers') },
    {
      accessor: 'memberCount',
      title: t('contentAdmin.userGroups.members'),
      render: members,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('adminConsole.table.actions')}</VisuallyHidden>,
      hidden: !manage,
      render: actions,
    },
  ];

  return (
    <ListPageFrame
      page="admin-user-groups"
      title={t('contentAdmin.userGroups.title')}
      actions={
        manage && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ group: null })}
          >
            {t('contentAdmin.userGroups.add')}
          </Button>
        )
      }
    >
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(groups) => (
          <UserGroupCards groups={groups} members={members} actions={(group) => manage && actions(group)} />
        )}
        table={table}
        sizes={[20, 50, 100]}
        emptyText={t('contentAdmin.userGroups.empty')}
        loadFailedTitle={t('contentAdmin.userGroups.loadFailed')}
        rowAttributes={(group) => ({ 'data-user-group': group.id })}
        above={(data) => (
          <Text size="sm" role="status">
            {t('contentAdmin.userGroups.total', { count: data.totalElements })}
          </Text>
        )}
      />
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
    </ListPageFrame>
  );
}

function DeleteDialog({ group, onClose }: { group: UserGroupItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteUserGroup();
  return (
    <ConfirmDeleteDialog
      opened={group !== null}
      onClose={onClose}
      name={group?.name ?? ''}
      text={group ? t('contentAdmin.userGroups.confirmDelete', { name: group.name }) : ''}
      confirmLabel={t('contentAdmin.userGroups.delete', { name: group?.name ?? '' })}
      busy={remove.isPending}
      onConfirm={() =>
        group &&
        remove.mutate(group.id, {
          onSuccess: async () => {
            const { notifySuccess } = await import('../../../api/notify.ts');
            notifySuccess(t, 'contentAdmin.userGroups.deleted');
            onClose();
          },
        })
      }
    />
  );
}
