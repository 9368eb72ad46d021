import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingSkeleton } from './LoadingSkeleton.tsx';
import { rememberCompany } from './recent-companies.ts';

/** The platform's companies found by name, e-mail or domain (`GET /company/page`), newest first. */
export function useCompanySearch(keyword: string, size = 20) {
  const query = { page: 1, size, ...(keyword ? { keyword } : {}) };
  return useQuery({
    queryKey: ['admin', 'companies', query],
    queryFn: ({ signal }) => callApi('companyPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The picker's list: a search box and the companies it finds, each a link to `hrefOf(id)`. */
export function CompanyList({ hrefOf }: { hrefOf: (companyId: number) => string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword] = useDebouncedValue(text.trim(), 250);
  const companies = useCompanySearch(keyword);
  return (
    <Stack gap="sm" data-company-list>
      <TextInput
        type="search"
        name="keyword"
        label={t('adminConsole.picker.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {companies.isError && !companies.data ? (
        <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />
      ) : !companies.data ? (
        <LoadingSkeleton rows={3} />
      ) : companies.data.content.length === 0 ? (
        <EmptyState text={t('adminConsole.picker.none')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {companies.data.content.map((company) => (
            <li key={company.id}>
              <Anchor
                component={Link}
                to={hrefOf(company.id)}
                onClick={() => rememberCompany(company.id)}
                fw={600}
                data-company={company.id}
              >
                {company.name}
              </Anchor>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {[company.domain, ...company.paths.map((path) => `/${path}`)].join(' · ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
