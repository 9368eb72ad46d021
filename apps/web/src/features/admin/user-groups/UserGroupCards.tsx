import { UserGroupAuthMethod, type UserGroupItem } from '@hondana/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The user groups at phone width: one card each, with its members button and actions as in the table. */
export function UserGroupCards({
  groups,
  members,
  actions,
}: {
  groups: UserGroupItem[];
  members(group: UserGroupItem): ReactNode;
  actions(group: UserGroupItem): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {groups.map((group) => (
        <Paper component="li" key={group.id} withBorder radius="md" p="sm" data-user-group={group.id}>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {group.name}
              </Text>
              {group.isDefaultIpGroup && (
                <Badge variant="outline" size="sm">
                  {t('contentAdmin.userGroups.loginByIp')}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {t('contentAdmin.userGroups.method')}:{' '}
              {t(`contentAdmin.userGroups.methods.${group.authMethod}`)}
            </Text>
            {group.authMethod === UserGroupAuthMethod.IP_ADDRESS && group.ipAddresses.length > 0 && (
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {group.ipAddresses.join(', ')}
              </Text>
            )}
            <Text size="sm">
              {t('contentAdmin.userGroups.maxUsers')}: {group.maxUsers}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="sm" component="div">
                {t('contentAdmin.userGroups.members')}: {members(group)}
              </Text>
              {actions(group)}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
