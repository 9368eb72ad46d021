import { type Language, languages, type UserDetail } from '@hondana/contract';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as accountsApi from '../../api/accounts.ts';
import { notifySuccess } from '../../api/notify.ts';
import { accountKeys } from '../../api/query-keys.ts';
import { changeLanguage, i18n as i18next, isLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { refreshUser } from '../../session/session-actions.ts';
import { FormTextField } from '../../shared/FormField.tsx';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useFieldProblems } from '../auth/use-field-problems.ts';
import * as validate from '../auth/validation.ts';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { ProfileSection } from './ProfileSection.tsx';

const FIELDS = ['fullName'] as const;

/**
 * Full name, language, mail magazine and notifications (PUT /user/update/{id}). Saving shows
 * api.update.200 and the portal switches to the chosen language.
 */
export function AccountSettingsSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const { company } = useTenant();
  const queryClient = useQueryClient();
  const current = useCurrentLanguage();
  const offered = company.languages.length > 0 ? company.languages : languages;
  const [fullName, setFullName] = useState(detail.fullName ?? '');
  const [lang, setLang] = useState<Language>(detail.lang ?? current);
  const [subscribeMail, setSubscribeMail] = useState(detail.isSubscribeMail);
  const [receiveNotify, setReceiveNotify] = useState(detail.isReceiveNotify);
  const fields = useFieldProblems(FIELDS);

  const save = useMutation({
    mutationFn: () =>
      accountsApi.updateUser(detail.id, {
        full_name: fullName.trim(),
        lang,
        is_subscribe_mail: subscribeMail,
        is_receive_notify: receiveNotify,
      }),
    onSuccess: async () => {
      notifySuccess(i18next.t, 'api.update.200');
      // The session learns the saved language before the page switches to it, so the switch has
      // nothing left to save (it would send the same update again).
      await refreshUser().catch(() => undefined);
      await changeLanguage(lang, company.path);
      await queryClient.invalidateQueries({ queryKey: accountKeys.detail(detail.id) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (fields.report(validate.problemsOf({ fullName: validate.fullName(fullName) }))) save.mutate();
  };

  return (
    <ProfileSection title={t('accounts.profile.settings.title')} name="settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {detail.username && (
            // Shown as text, not as a field: the username cannot be changed.
            <Stack component="dl" gap={2} m={0} data-username>
              <Text component="dt" size="sm" fw={500}>
                {t('accounts.field.username')}
              </Text>
              <Text component="dd" m={0}>
                {detail.username}
              </Text>
            </Stack>
          )}
          <FormTextField
            field="fullName"
            problems={fields}
            label={t('accounts.field.fullName')}
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
            autoComplete="name"
            required
          />
          <NativeSelect
            label={t('accounts.field.language')}
            value={lang}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isLanguage(value)) setLang(value);
            }}
            data={offered.map((value) => ({ value, label: t(`chrome.language.names.${value}`) }))}
            name="lang"
          />
          <Checkbox
            label={t('accounts.profile.settings.subscribeMail')}
            checked={subscribeMail}
            onChange={(e) => setSubscribeMail(e.currentTarget.checked)}
            name="isSubscribeMail"
          />
          <Checkbox
            label={t('accounts.profile.settings.receiveNotify')}
            checked={receiveNotify}
            onChange={(e) => setReceiveNotify(e.currentTarget.checked)}
            name="isReceiveNotify"
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('accounts.profile.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
