import type { StaffItem } from '@hondana/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { StaffRowActions } from './StaffRowActions.tsx';
import { StaffStatusBadge, staffName, TwoStepBadge } from './staff-bits.tsx';

/** The staff at phone width: one card each, with its actions' menu. */
export function StaffCards({ staff }: { staff: StaffItem[] }) {
  const { t } = useTranslation();
  const dates = useDates();
  const line = (label: string, value: string) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}: {value}
    </Text>
  );
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {staff.map((member) => (
        <Paper component="li" key={member.id} withBorder radius="md" p="sm" data-staff={member.id}>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {staffName(member)}
              </Text>
              {member.email && member.fullName && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              )}
              {line(t('staffAdmin.role'), t(`staffAdmin.roles.${member.role}`))}
              {member.serviceName && line(t('staffAdmin.service'), member.serviceName)}
              {member.staffId && line(t('staffAdmin.staffId'), member.staffId)}
              <StaffStatusBadge staff={member} />
              <Group gap={4}>
                <Text size="sm">{t('staffAdmin.twoStep')}:</Text>
                <TwoStepBadge staff={member} />
              </Group>
              <Text size="sm">
                {t('staffAdmin.lastLogin')}:{' '}
                {member.lastLoginAt ? (
                  <time dateTime={member.lastLoginAt}>{dates.dateTime(member.lastLoginAt)}</time>
                ) : (
                  t('staffAdmin.never')
                )}
              </Text>
            </Stack>
            <StaffRowActions staff={member} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
