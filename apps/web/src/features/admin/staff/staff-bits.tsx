import { AccountStatus, type StaffItem } from '@hondana/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** What names a staff member on screen: the name, else the e-mail address. */
export const staffName = (staff: StaffItem) => staff.fullName || staff.email || `#${staff.id}`;

/** The account's status, and whether it has not chosen its password yet. */
export function StaffStatusBadge({ staff }: { staff: StaffItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant="light" color={staff.status === AccountStatus.STOP ? 'red.9' : 'green.9'}>
        {t(`staffAdmin.statuses.${staff.status}`)}
      </Badge>
      {!staff.hasPassword && (
        <Badge variant="outline" color="orange.9">
          {t('staffAdmin.invited')}
        </Badge>
      )}
    </Group>
  );
}

/** Whether a confirmed second factor is enrolled. */
export function TwoStepBadge({ staff }: { staff: StaffItem }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={staff.secondFactorEnrolled ? 'light' : 'outline'}
      color={staff.secondFactorEnrolled ? 'green.9' : 'gray.8'}
      data-two-step={staff.secondFactorEnrolled ? 'on' : 'off'}
    >
      {staff.secondFactorEnrolled ? t('staffAdmin.enrolled') : t('staffAdmin.notEnrolled')}
    </Badge>
  );
}
