import { Alert, Stack, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SessionUser } from '../../session/session-store.ts';

/** Console pages that show one company's data (contents, user groups, settings): they need a company. */
const COMPANY_PAGES = ['/admin/contents', '/admin/user-groups', '/admin/company-settings'];

/** A system admin belongs to no company: these pages cannot show anything until one is chosen. */
export const needsCompany = (user: Pick<SessionUser, 'companyId'>, pathname: string) =>
  user.companyId === null &&
  COMPANY_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/**
 * What a system admin sees on a company's page instead of a refused call ("some of the parameters
 * are invalid"): a company must be chosen first, which for now means a company admin's account.
 */
export function CompanyFirstNotice() {
  const { t } = useTranslation();
  return (
    <Stack maw={720} mx="auto" gap="lg" data-page="company-first">
      <Title order={1} size="h2">
        {t('accounts.admin.companyFirst.title')}
      </Title>
      <Alert color="blue" variant="light" icon={<IconBuilding aria-hidden />} role="status">
        {t('accounts.admin.companyFirst.text')}
      </Alert>
    </Stack>
  );
}
