import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DayInput } from '../readers/DayInput.tsx';
import { type AuditFilterValues, emptyAuditFilters, rangeReversed } from './audit-filters.ts';
import { auditActions, auditEntities, useAuditNames } from './audit-names.ts';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 16);

/**
 * The audit list's filters: the item and the change apply at once, a day when its box is left, the
 * account (and, for a system admin, the company) numbers with the apply button.
 */
export function AuditFilters({
  filters,
  platform,
  onApply,
}: {
  filters: AuditFilterValues;
  /** A system admin: the list spans every company, which a company number narrows. */
  platform: boolean;
  onApply: (next: Partial<AuditFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const names = useAuditNames();
  const [actor, setActor] = useState(filters.actorUserId);
  const [company, setCompany] = useState(filters.companyId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ actorUserId: actor, ...(platform ? { companyId: company } : {}) });
  };
  const options = (all: string, list: readonly string[], word: (name: string) => string) => [
    { value: '', label: all },
    ...list
      .map((name) => ({ value: name, label: word(name) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const choice = (name: 'entity' | 'action', label: string, data: { value: string; label: string }[]) => (
    <Select
      name={name}
      label={label}
      data={
        // A name from the address the map does not know is still shown as chosen.
        filters[name] && !data.some((d) => d.value === filters[name])
          ? [...data, { value: filters[name], label: filters[name] }]
          : data
      }
      value={filters[name]}
      allowDeselect={false}
      searchable
      onChange={(value) => onApply({ [name]: value ?? '' })}
      w={{ base: '100%', xs: 220 }}
    />
  );
  const day = (name: 'from' | 'to') => (
    <DayInput
      name={name}
      label={t(`auditAdmin.list.${name}`)}
      value={filters[name]}
      error={name === 'to' && rangeReversed(filters) ? t('auditAdmin.list.range') : undefined}
      onChange={(value, valid) => {
        if (valid && value !== filters[name]) onApply({ [name]: value });
      }}
      w={{ base: '100%', xs: 170 }}
    />
  );
  const number = (name: 'actorUserId' | 'companyId', value: string, set: (v: string) => void) => (
    <TextInput
      name={name}
      label={t(name === 'actorUserId' ? 'auditAdmin.list.actor' : 'auditAdmin.list.company')}
      description={t(name === 'actorUserId' ? 'auditAdmin.list.actorHint' : 'auditAdmin.list.companyHint')}
      inputMode="numeric"
      value={value}
      onChange={(event) => set(digitsOnly(event.currentTarget.value))}
      w={{ base: '100%', xs: 200 }}
    />
  );
  const filtered = Object.entries(filters).some(([, value]) => value !== '');
  return (
    <form onSubmit={submit} data-audit-filters>
      <Group align="flex-end" gap="sm">
        {choice(
          'entity',
          t('auditAdmin.list.entity'),
          options(t('auditAdmin.list.allEntities'), auditEntities, names.entity),
        )}
        {choice(
          'action',
          t('auditAdmin.list.action'),
          options(t('auditAdmin.list.allActions'), auditActions, names.action),
        )}
        {day('from')}
        {day('to')}
      </Group>
      <Group align="flex-end" gap="sm" mt="sm">
        {number('actorUserId', actor, setActor)}
        {platform && number('companyId', company, setCompany)}
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
          {t('auditAdmin.list.apply')}
        </Button>
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => {
              setActor('');
              setCompany('');
              onApply(emptyAuditFilters);
            }}
          >
            {t('auditAdmin.list.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
