import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';

/**
 * A console list's filters: a keyword box applied with its button (or Enter), and under them the
 * choices (`FilterChoice`), which apply at once. The box starts from `value`; a page gives it a `key`
 * of the address's keyword so that back or a shared link fills it again.
 */
export function KeywordFilters({
  form,
  name,
  label,
  hint,
  maxLength,
  value,
  searchLabel,
  onSearch,
  children,
}: {
  /** Names the form for tests and styles: `data-<form>`. */
  form: string;
  name: string;
  label: string;
  hint: string;
  maxLength: number;
  value: string;
  searchLabel: string;
  onSearch: (keyword: string) => void;
  children?: ReactNode;
}) {
  const [keyword, setKeyword] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <form onSubmit={submit} {...{ [`data-${form}`]: '' }}>
      <Group align="flex-end" gap="sm">
        <TextInput
          name={name}
          type="search"
          label={label}
          description={hint}
          value={keyword}
          maxLength={maxLength}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {searchLabel}
        </Button>
      </Group>
      {children && (
        <Group align="flex-end" gap="sm" mt="sm">
          {children}
        </Group>
      )}
    </form>
  );
}

/** One of a list's choices: its first option is "all", and a choice applies as soon as it is made. */
export function FilterChoice({
  name,
  label,
  all,
  options,
  value,
  onChange,
  width = 200,
  searchable,
  nothingFound,
}: {
  name: string;
  label: string;
  /** The first option's text, the value '' (no filter). */
  all: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  width?: number;
  searchable?: boolean;
  nothingFound?: string;
}) {
  return (
    <Select
      name={name}
      label={label}
      data={[{ value: '', label: all }, ...options]}
      value={value}
      allowDeselect={false}
      searchable={searchable}
      nothingFoundMessage={nothingFound}
      onChange={(next) => onChange(next ?? '')}
      w={{ base: '100%', xs: width }}
    />
  );
}
