import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOptionalTenant } from '../../tenant/tenant-context.tsx';

/** 'SO SORRY, PAGE NOT FOUND'; Go back is hidden for open-type tenants (seed 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const tenant = useOptionalTenant();
  const showGoBack = tenant?.company.accountType !== 'OPEN';
  return (
    <Stack component="main" align="center" justify="center" mih="60vh" p="xl" gap="lg">
      <Title order={1} ta="center" size="h2">
        {t('shell.notFound.title')}
      </Title>
      {showGoBack && (
        <Button variant="outline" onClick={() => window.history.back()}>
          {t('shell.notFound.goBack')}
        </Button>
      )}
    </Stack>
  );
}
