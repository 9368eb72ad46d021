import { ResultCode, type ServiceItem } from '@hondana/contract';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { ServiceAdminsSection } from './ServiceAdminsSection.tsx';
import { ServiceSettingsForm } from './ServiceSettingsForm.tsx';
import { useDeleteService, useService } from './service-queries.ts';

/** `…/services/:id`: one service's settings, its deletion, its admins. */
export function ServiceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useSession((s) => s.user);
  const { href } = useConsoleScope();
  const service = useService(id);
  if (service.isPending) return <LoadingSkeleton />;
  if (service.isError)
    return (
      <ErrorState
        error={service.error}
        title={t('serviceDetail.loadFailed')}
        onRetry={() => void service.refetch()}
      />
    );
  const s = service.data;
  // Paths are unique on the whole platform: the platform's operator, who creates companies, assigns them.
  const reach = { path: can(user, 'company.create'), maxContent: can(user, 'service.create') };
  return (
    <Stack gap="lg" data-page="admin-service-detail" data-service={s.id}>
      <Anchor component={Link} to={href('services')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('serviceDetail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {s.name}
        </Title>
        <Group gap="xs">
          {s.isDefault && <Badge variant="light">{t('serviceDetail.default')}</Badge>}
          <Text size="sm">{t('serviceDetail.contents', { count: s.contentCount })}</Text>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="service-settings-title">
        <Title order={2} size="h3" id="service-settings-title" mb="sm">
          {t('serviceDetail.settings')}
        </Title>
        {can(user, 'service.update') ? (
          <ServiceSettingsForm key={s.id} service={s} reach={reach} />
        ) : (
          <Text>
            <code>/{s.path}</code>
          </Text>
        )}
      </Paper>
      <ServiceAdminsSection serviceId={s.id} manage={can(user, 'serviceAdmin.manage')} />
      <AuditHistory entity="service" entityId={s.id} companyId={s.companyId} />
      {can(user, 'service.delete') && <ServiceDeletion service={s} />}
    </Stack>
  );
}

/**
 * Deleting the service: only an empty one that is not the company's default (812). What the page knows
 * (default, contents) is said before; accounts are known only from the server's refusal.
 */
function ServiceDeletion({ service }: { service: ServiceItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { href } = useConsoleScope();
  const remove = useDeleteService(service.id);
  const [refused, setRefused] = useState(false);
  const reason = service.isDefault
    ? t('serviceDetail.inUseDefault')
    : service.contentCount > 0
      ? t('serviceDetail.inUseContents', { count: service.contentCount })
      : refused
        ? t('serviceDetail.inUseAccounts')
        : null;
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      if (error instanceof ApiError && error.status === ResultCode.SERVICE_IN_USE) {
        setRefused(true);
        return;
      }
      const { notifyApiError } = await import('../../../api/notify.ts');
      notifyApiError(error, t);
      throw error;
    }
    const { notifySuccess } = await import('../../../api/notify.ts');
    notifySuccess(t, 'serviceDetail.deleted');
    void navigate(href('services'));
  };
  return (
    <Stack gap="sm" data-service-deletion="">
      {reason && (
        <Alert
          color="orange.9"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={t('serviceDetail.inUseTitle')}
          role={refused ? 'alert' : undefined}
          data-service-in-use=""
        >
          {reason}
        </Alert>
      )}
      {!service.isDefault && service.contentCount === 0 && !refused && (
        <Group>
          <ConfirmDeleteButton
            name={service.name}
            label={t('serviceDetail.delete')}
            text={t('serviceDetail.deleteText', { name: service.name })}
            buttonProps={{ 'data-service-delete': '' }}
            onConfirm={confirm}
          />
        </Group>
      )}
    </Stack>
  );
}
