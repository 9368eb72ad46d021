import { UserGroupAuthMethod, type UserGroupItem, type UserGroupMember } from '@hondana/contract';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useChangeMembers, useMemberCandidates, useUserGroupMembers } from './user-group-queries.ts';

const T = 'contentAdmin.userGroups.memberList';
const SEARCH_DELAY_MS = 300;

/** How a reader is named in the lists: the name, else the e-mail, the username, the id. */
const nameOf = (member: UserGroupMember) =>
  member.fullName || member.email || member.username || `#${member.id}`;

/** A reader's name, and under it the e-mail when the name is not the e-mail. */
function ReaderName({ member }: { member: UserGroupMember }) {
  const name = nameOf(member);
  return (
    <>
      <Text fw={600}>{name}</Text>
      {member.email && member.email !== name && <Text size="sm">{member.email}</Text>}
    </>
  );
}

/**
 * The readers in an ID-and-password group, in the user-group dialog:
 * a filtered, paged list, each with a remove button, and a search of the company's readers to add.
 * An IP address group's member is its network's IP user: nothing to list or add.
 */
export function UserGroupMembers({ group, manage }: { group: UserGroupItem; manage: boolean }) {
  const { t } = useTranslation();
  const change = useChangeMembers(group.id);
  const [done, setDone] = useState<string | null>(null);
  if (group.authMethod === UserGroupAuthMethod.IP_ADDRESS) return <Text>{t(`${T}.byNetwork`)}</Text>;

  const run = (add: boolean, member: UserGroupMember) => {
    setDone(null);
    change.mutate(
      { add, userIds: [member.id] },
      { onSuccess: () => setDone(t(add ? `${T}.added` : `${T}.removed`, { name: nameOf(member) })) },
    );
  };
  return (
    <Stack gap="lg" data-user-group-members={group.id}>
      <Text size="sm" role="status">
        {change.isError ? null : (done ?? t(`${T}.total`, { count: group.memberCount }))}
      </Text>
      {change.isError && <RefusalAlert error={change.error} />}
      <MemberList group={group} manage={manage} busy={change.isPending} onRemove={(m) => run(false, m)} />
      {manage && <AddMembers group={group} busy={change.isPending} onAdd={(m) => run(true, m)} />}
    </Stack>
  );
}

interface ListProps {
  group: UserGroupItem;
  manage: boolean;
  busy: boolean;
  onRemove(member: UserGroupMember): void;
}

function MemberList({ group, manage, busy, onRemove }: ListProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const members = useUserGroupMembers(group.id, page, keyword);
  const pages = Math.max(1, members.data?.totalPages ?? 1);
  // A removal can empty the last page: show the one before.
  if (members.data && page > pages) setPage(pages);

  return (
    <Stack gap="sm">
      <TextInput
        label={t(`${T}.filter`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setPage(1);
        }}
        maxLength={100}
      />
      {members.isError && !members.data ? (
        <Alert color="red" role="alert">
          {t(`${T}.loadFailed`)}
        </Alert>
      ) : !members.data ? (
        <Loader size="sm" aria-label={t('shell.loading')} />
      ) : members.data.content.length === 0 ? (
        <Text>{t(`${T}.empty`)}</Text>
      ) : (
        <Table verticalSpacing="xs" data-member-list="">
          <Table.Tbody>
            {members.data.content.map((member) => (
              <Table.Tr key={member.id} data-member={member.id}>
                <Table.Td>
                  <ReaderName member={member} />
                  {member.isPrimary && (
                    <Badge variant="outline" size="sm">
                      {t(`${T}.primary`)}
                    </Badge>
                  )}
                </Table.Td>
                {manage && (
                  <Table.Td align="right">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconUserMinus size={14} aria-hidden />}
                      aria-label={t(`${T}.removeLabel`, { name: nameOf(member) })}
                      disabled={busy}
                      onClick={() => onRemove(member)}
                    >
                      {t(`${T}.remove`)}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && (
        <Group justify="space-between" gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t(`${T}.previous`)}
          </Button>
          <Text size="sm">{t(`${T}.page`, { page, pages })}</Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t(`${T}.next`)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AddMembers({
  group,
  busy,
  onAdd,
}: {
  group: UserGroupItem;
  busy: boolean;
  onAdd(member: UserGroupMember): void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const candidates = useMemberCandidates(group.id, keyword);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(`${T}.addTitle`)}
      </Title>
      <TextInput
        label={t(`${T}.search`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maxLength={100}
        data-member-search=""
      />
      {keyword.length > 0 &&
        (candidates.isError ? (
          <Alert color="red" role="alert">
            {t(`${T}.loadFailed`)}
          </Alert>
        ) : !candidates.data ? (
          <Loader size="sm" aria-label={t('shell.loading')} />
        ) : candidates.data.length === 0 ? (
          <Text>{t(`${T}.noCandidates`)}</Text>
        ) : (
          <Table verticalSpacing="xs" data-candidate-list="">
            <Table.Tbody>
              {candidates.data.map((member) => (
                <Table.Tr key={member.id} data-candidate={member.id}>
                  <Table.Td>
                    <ReaderName member={member} />
                  </Table.Td>
                  <Table.Td align="right">
                    <Button
                      size="xs"
                      leftSection={<IconUserPlus size={14} aria-hidden />}
                      aria-label={t(`${T}.addLabel`, { name: nameOf(member) })}
                      disabled={busy}
                      onClick={() => onAdd(member)}
                    >
                      {t(`${T}.add`)}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Stack>
  );
}
