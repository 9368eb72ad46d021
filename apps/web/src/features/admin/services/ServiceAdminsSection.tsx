import type { ServiceAdmin } from '@hondana/contract';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { ServiceAdminInviteForm } from './ServiceAdminInviteForm.tsx';
import { useRemoveServiceAdmin, useServiceAdmins } from './service-queries.ts';

const nameOf = (admin: ServiceAdmin) => admin.fullName || admin.email || `#${admin.id}`;

/** The service's admins: who they are, whether they chose a password yet; invited and removed here. */
export function ServiceAdminsSection({ serviceId, manage }: { serviceId: number; manage: boolean }) {
  const { t } = useTranslation();
  const admins = useServiceAdmins(serviceId);
  const remove = useRemoveServiceAdmin(serviceId);
  const [inviting, setInviting] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="service-admins-title" data-service-admins="">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="service-admins-title">
          {t('serviceDetail.admins.title')}
        </Title>
        {manage && (
          <Button
            variant="default"
            leftSection={<IconMailPlus size={16} aria-hidden />}
            onClick={() => setInviting(true)}
          >
            {t('serviceDetail.admins.invite')}
          </Button>
        )}
      </Group>
      {admins.isPending ? (
        <LoadingSkeleton />
      ) : admins.isError ? (
        <ErrorState error={admins.error} onRetry={() => void admins.refetch()} />
      ) : admins.data.length === 0 ? (
        <EmptyState text={t('serviceDetail.admins.empty')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {admins.data.map((admin) => (
            <Paper component="li" key={admin.id} withBorder radius="md" p="sm" data-service-admin={admin.id}>
              <Group justify="space-between" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {admin.fullName || '—'}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {admin.email}
                  </Text>
                  <Badge
                    variant={admin.hasPassword ? 'light' : 'outline'}
                    color={admin.hasPassword ? 'green.9' : 'orange.9'}
                  >
                    {admin.hasPassword ? t('serviceDetail.admins.active') : t('serviceDetail.admins.pending')}
                  </Badge>
                </Stack>
                {manage && (
                  <ConfirmDeleteButton
                    name={t('serviceDetail.admins.removeName', { name: nameOf(admin) })}
                    label={t('serviceDetail.admins.remove')}
                    text={t('serviceDetail.admins.removeText', { name: nameOf(admin) })}
                    buttonProps={{ size: 'xs', 'data-remove-admin': admin.id }}
                    onConfirm={() =>
                      remove.mutateAsync(admin.id).then(async () => {
                        const { notifySuccess } = await import('../../../api/notify.ts');
                        notifySuccess(t, 'serviceDetail.admins.removed');
                      })
                    }
                  />
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('serviceDetail.admins.inviteTitle')}
        closeButtonProps={{ 'aria-label': t('serviceDetail.admins.cancel') }}
      >
        {inviting && <ServiceAdminInviteForm serviceId={serviceId} onDone={() => setInviting(false)} />}
      </Modal>
    </Stack>
  );
}
