import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { CompanyList } from './CompanyList.tsx';
import { consoleHref } from './console-scope.ts';
import { recentCompanies, rememberCompany } from './recent-companies.ts';

/**
 * What a system admin sees on a company's page before choosing the company: the page's own address
 * with a company in it is one choice away: the platform's companies, found by name, e-mail or domain
 * (the company's number for an admin who may not list them), and the companies opened last.
 */
export function CompanyPicker({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [companyId, setCompanyId] = useState<number | string>('');
  const recent = recentCompanies();
  // The platform's list when this admin may read it; else the company's number.
  const listed = can(
    useSession((s) => s.user),
    'company.read',
  );
  const hrefOf = (id: number) => `${consoleHref({ companyId: id, serviceId: null }, path)}${search}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(companyId);
    if (!Number.isSafeInteger(id) || id < 1) return;
    rememberCompany(id);
    void navigate(hrefOf(id));
  };
  return (
    <Stack maw={720} mx="auto" gap="lg" data-page="company-first">
      <Title order={1} size="h2">
        {t('adminConsole.picker.title')}
      </Title>
      <Alert color="blue" variant="light" icon={<IconBuilding aria-hidden />} role="status">
        {t('adminConsole.picker.text')}
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {listed ? (
          <CompanyList hrefOf={hrefOf} />
        ) : (
          <form onSubmit={submit} data-company-picker>
            <Group align="flex-end" gap="sm">
              <NumberInput
                name="companyId"
                label={t('adminConsole.picker.companyId')}
                description={t('adminConsole.picker.companyIdHint')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={companyId}
                onChange={setCompanyId}
                required
                style={{ flex: '1 1 200px' }}
              />
              <Button type="submit">{t('adminConsole.picker.open')}</Button>
            </Group>
          </form>
        )}
        {recent.length > 0 && (
          <Stack gap={4} mt="md">
            <Text fw={600} size="sm">
              {t('adminConsole.picker.recent')}
            </Text>
            <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {recent.map((id) => (
                <li key={id}>
                  <Anchor component={Link} to={hrefOf(id)} onClick={() => rememberCompany(id)}>
                    {t('adminConsole.scope.company', { id })}
                  </Anchor>
                </li>
              ))}
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
