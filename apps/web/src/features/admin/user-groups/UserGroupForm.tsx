import { UserGroupAuthMethod, type UserGroupItem } from '@hondana/contract';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { groupName } from '../contents/content-group-options.ts';
import { useAdminContentGroups } from '../contents/content-queries.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSaveUserGroup } from './user-group-queries.ts';

/** The networks as typed, one a line (blank lines dropped). */
const networksOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * Adds or edits a user group: name, login method, max users, auto login and
 * the networks of an IP group, the content groups its members see. The server checks the networks
 * (format, prefix, repeats, overlaps) and answers the field's code, shown above the buttons.
 */
export function UserGroupForm({ group, onDone }: { group: UserGroupItem | null; onDone(): void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const contentGroups = useAdminContentGroups();
  const save = useSaveUserGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [authMethod, setAuthMethod] = useState<number>(group?.authMethod ?? UserGroupAuthMethod.IP_ADDRESS);
  const [maxUsers, setMaxUsers] = useState<number>(group?.maxUsers ?? 1);
  const [autoLogin, setAutoLogin] = useState(group?.autoLogin ?? false);
  const [networks, setNetworks] = useState((group?.ipAddresses ?? []).join('\n'));
  const [groupIds, setGroupIds] = useState((group?.contentGroupIds ?? []).map(String));
  const byIp = authMethod === UserGroupAuthMethod.IP_ADDRESS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        id: group?.id ?? null,
        fields: {
          name: name.trim(),
          authMethod: byIp ? UserGroupAuthMethod.IP_ADDRESS : UserGroupAuthMethod.PASSWORD,
          maxUsers,
          autoLogin: byIp && autoLogin,
          ipAddresses: byIp ? networksOf(networks) : [],
          contentGroupIds: groupIds.map(Number),
        },
      },
      {
        onSuccess: async () => {
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, 'contentAdmin.userGroups.saved');
          onDone();
        },
      },
    );
  };

  const options = (contentGroups.data ?? []).map((g) => ({ value: String(g.id), label: groupName(g, lang) }));
  return (
    <form onSubmit={submit} noValidate data-user-group-form="">
      <Stack gap="md">
        <TextInput
          label={t('contentAdmin.userGroups.name')}
          description={t('contentAdmin.userGroups.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={100}
          name="name"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="user-group-method">
            {t('contentAdmin.userGroups.method')}
          </Text>
          <SegmentedControl
            aria-labelledby="user-group-method"
            value={String(authMethod)}
            onChange={(value) => setAuthMethod(Number(value))}
            disabled={group?.isDefaultIpGroup}
            data={[UserGroupAuthMethod.IP_ADDRESS, UserGroupAuthMethod.PASSWORD].map((m) => ({
              value: String(m),
              label: t(`contentAdmin.userGroups.methods.${m}`),
            }))}
          />
        </Stack>
        <NumberInput
          label={t('contentAdmin.userGroups.maxUsers')}
          description={t('contentAdmin.userGroups.maxUsersHint')}
          value={maxUsers}
          onChange={(value) => setMaxUsers(typeof value === 'number' ? value : 1)}
          min={1}
          max={1_000_000}
          allowDecimal={false}
          name="maxUsers"
        />
        {byIp && (
          <>
            <Textarea
              label={t('contentAdmin.userGroups.networks')}
              description={t('contentAdmin.userGroups.networksHint')}
              value={networks}
              onChange={(e) => setNetworks(e.currentTarget.value)}
              rows={4}
              required
              name="ipAddresses"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Switch
              label={t('contentAdmin.userGroups.autoLogin')}
              checked={autoLogin}
              onChange={(e) => setAutoLogin(e.currentTarget.checked)}
              name="autoLogin"
            />
          </>
        )}
        <MultiSelect
          label={t('contentAdmin.userGroups.contentGroups')}
          data={options}
          value={groupIds}
          onChange={setGroupIds}
          searchable
          clearable
        />
        {save.isError && <RefusalAlert error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('contentAdmin.userGroups.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('contentAdmin.userGroups.save')}
          </Button>
        </Group>
        {group && <AuditHistory entity="userGroup" entityId={group.id} />}
      </Stack>
    </form>
  );
}
