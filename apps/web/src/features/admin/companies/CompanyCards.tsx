import type { CompanyListItem } from '@hondana/contract';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { rememberCompany } from '../kit/recent-companies.ts';
import { companyAddress, companyHref } from './company-address.ts';

/** The companies at phone width: one card each instead of the table's columns. */
export function CompanyCards({ companies }: { companies: CompanyListItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {companies.map((company) => (
        <Paper component="li" key={company.id} withBorder radius="md" p="sm" data-company-row={company.id}>
          <Stack gap={4}>
            <Anchor
              component={Link}
              to={companyHref(company.id)}
              onClick={() => rememberCompany(company.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {company.name}
            </Anchor>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {companyAddress(company)}
            </Text>
            <Text size="sm">
              {t('companyAdmin.accountType')}: {t(`companyAdmin.accountTypes.${company.accountType}`)}
            </Text>
            {company.email && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {company.email}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
