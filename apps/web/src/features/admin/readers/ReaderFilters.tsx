import { AccountStatus, UserSubscriptionType } from '@hondana/contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DayInput } from './DayInput.tsx';

export type ReaderFilterValues = {
  keyword: string;
  status: string;
  userGroupId: string;
  subscriptionType: string;
  lastLoginFrom: string;
  lastLoginTo: string;
};

/** The list's search and filters: the choices apply at once, the keyword with its button. */
export function ReaderFilters({
  filters,
  groups,
  onApply,
}: {
  filters: ReaderFilterValues;
  groups: { value: string; label: string }[];
  onApply: (next: Partial<ReaderFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ keyword: keyword.trim() });
  };
  const choice = (
    name: keyof ReaderFilterValues,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      name={name}
      label={label}
      data={data}
      value={filters[name]}
      allowDeselect={false}
      onChange={(value) => onApply({ [name]: value ?? '' })}
      w={{ base: '100%', xs: 180 }}
    />
  );
  const day = (name: 'lastLoginFrom' | 'lastLoginTo') => (
    <DayInput
      name={name}
      label={t(`readerAdmin.list.${name}`)}
      value={filters[name]}
      onChange={(day, valid) => {
        if (valid && day !== filters[name]) onApply({ [name]: day });
      }}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <form onSubmit={submit} data-reader-filters>
      <Group align="flex-end" gap="sm">
        <TextInput
          name="keyword"
          type="search"
          label={t('readerAdmin.list.keyword')}
          description={t('readerAdmin.list.keywordHint')}
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('readerAdmin.list.search')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" mt="sm">
        {choice('status', t('readerAdmin.list.status'), [
          { value: '', label: t('readerAdmin.list.allStatuses') },
          ...[AccountStatus.ALLOW, AccountStatus.STOP].map((s) => ({
            value: String(s),
            label: t(`readerAdmin.statuses.${s}`),
          })),
        ])}
        {choice('userGroupId', t('readerAdmin.list.userGroup'), [
          { value: '', label: t('readerAdmin.list.allGroups') },
          ...groups,
        ])}
        {choice('subscriptionType', t('readerAdmin.list.subscriptionType'), [
          { value: '', label: t('readerAdmin.list.allTypes') },
          ...[UserSubscriptionType.NONE, UserSubscriptionType.LOGIN].map((s) => ({
            value: String(s),
            label: t(`readerAdmin.types.${s}`),
          })),
        ])}
        {day('lastLoginFrom')}
        {day('lastLoginTo')}
      </Group>
    </form>
  );
}
