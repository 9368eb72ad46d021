import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { consoleHref } from './console-scope.ts';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingSkeleton } from './LoadingSkeleton.tsx';

/**
 * What a system admin sees on a page of one service (the catalogue display) whose address names the
 * company only: the company's services, each a link to the same page in that service
 * (`/admin/c/<company>/s/<service>/<page>`), the default first. A company of one service opens it at once.
 */
export function ServicePicker({ companyId, path }: { companyId: number; path: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = { companyId };
  const services = useQuery({
    queryKey: ['admin', 'services', query],
    queryFn: ({ signal }) => callApi('serviceList', { query }, { signal }),
  });
  const hrefOf = (serviceId: number) => `${consoleHref({ companyId, serviceId }, path)}${search}`;
  const list = services.data?.toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  const only = list?.length === 1 ? list[0] : undefined;
  if (only) return <Navigate to={hrefOf(only.id)} replace />;
  return (
    <Stack maw={720} mx="auto" gap="lg" data-page="service-first">
      <Title order={1} size="h2">
        {t('adminConsole.servicePicker.title')}
      </Title>
      <Alert color="blue" variant="light" icon={<IconBuildingStore aria-hidden />} role="status">
        {t('adminConsole.servicePicker.text')}
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {services.isPending ? (
          <LoadingSkeleton rows={3} />
        ) : services.isError ? (
          <ErrorState
            error={services.error}
            title={t('adminConsole.servicePicker.loadFailed')}
            onRetry={() => void services.refetch()}
          />
        ) : !list?.length ? (
          <EmptyState text={t('adminConsole.servicePicker.none')} />
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('adminConsole.servicePicker.services')}
          >
            {list.map((service) => (
              <li key={service.id} data-service-choice={service.id}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={hrefOf(service.id)} fw={600}>
                    {service.name}
                  </Anchor>
                  {service.isDefault && (
                    <Badge variant="outline" color="gray.8">
                      {t('adminConsole.servicePicker.default')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="gray.7">
                  {t('adminConsole.servicePicker.path', { path: service.path })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
