import { AccountStatus } from '@hondana/contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

export type StaffFilterValues = { keyword: string; status: string; serviceId: string };

/** The staff list's search and filters: the choices apply at once, the keyword with its button. */
export function StaffFilters({
  filters,
  services,
  onApply,
}: {
  filters: StaffFilterValues;
  services: { value: string; label: string }[];
  onApply: (next: Partial<StaffFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ keyword: keyword.trim() });
  };
  const choice = (name: 'status' | 'serviceId', label: string, data: { value: string; label: string }[]) => (
    <Select
      name={name}
      label={label}
      data={data}
      value={filters[name]}
      allowDeselect={false}
      onChange={(value) => onApply({ [name]: value ?? '' })}
      w={{ base: '100%', xs: 200 }}
    />
  );
  return (
    <form onSubmit={submit} data-staff-filters="">
      <Group align="flex-end" gap="sm">
        <TextInput
          name="keyword"
          type="search"
          label={t('staffAdmin.keyword')}
          description={t('staffAdmin.keywordHint')}
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('staffAdmin.search')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" mt="sm">
        {choice('status', t('staffAdmin.status'), [
          { value: '', label: t('staffAdmin.allStatuses') },
          ...[AccountStatus.ALLOW, AccountStatus.STOP].map((s) => ({
            value: String(s),
            label: t(`staffAdmin.statuses.${s}`),
          })),
        ])}
        {choice('serviceId', t('staffAdmin.service'), [
          { value: '', label: t('staffAdmin.allServices') },
          ...services,
        ])}
      </Group>
    </form>
  );
}
