import { AccountStatus, RoleLevel, type StaffItem } from '@hondana/contract';
import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconDots,
  IconMail,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { StaffEditDialog } from './StaffEditDialog.tsx';
import { StaffResetDialog } from './StaffResetDialog.tsx';
import { staffName } from './staff-bits.tsx';
import { type StaffAction, useStaffAction } from './staff-queries.ts';

const DONE_TEXT: Record<Exclude<StaffAction, 'secondFactorReset'>, string> = {
  staffStop: 'staffAdmin.stopped',
  staffAllow: 'staffAdmin.allowed',
  staffResendInvitation: 'staffAdmin.resent',
};

/**
 * A staff member's actions in one menu: a service admin is edited, stopped or allowed, invited again;
 * a system admin resets an enrolled second factor of anyone listed. Company admins are changed with
 * their company, not here.
 */
export function StaffRowActions({ staff }: { staff: StaffItem }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const action = useStaffAction();
  const [editing, setEditing] = useState(false);
  const [resetting, setResetting] = useState(false);
  const name = staffName(staff);
  const managed = staff.role === RoleLevel.SERVICE_ADMIN && can(user, 'serviceAdmin.manage');
  const resettable = staff.secondFactorEnrolled && can(user, 'secondFactor.reset');
  if (!managed && !resettable)
    return (
      <Text size="xs" c={READABLE_GREY}>
        {t('staffAdmin.companyAdminNote')}
      </Text>
    );
  const run = (name: Exclude<StaffAction, 'secondFactorReset'>) =>
    action.mutate(
      { action: name, id: staff.id },
      {
        onSuccess: async () => {
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, DONE_TEXT[name]);
        },
      },
    );
  const stopped = staff.status === AccountStatus.STOP;
  return (
    <>
      {/* The console's theme draws a menu inside the main landmark, without the focus placeholder (axe). */}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('staffAdmin.actions', { name })}
            loading={action.isPending}
            data-staff-actions={staff.id}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {managed && (
            <>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                {t('staffAdmin.edit')}
              </Menu.Item>
              {stopped ? (
                <Menu.Item
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  onClick={() => run('staffAllow')}
                >
                  {t('staffAdmin.allow')}
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconPlayerPause size={16} aria-hidden />}
                  onClick={() => run('staffStop')}
                >
                  {t('staffAdmin.stop')}
                </Menu.Item>
              )}
              {!staff.hasPassword && !stopped && staff.email && (
                <Menu.Item
                  leftSection={<IconMail size={16} aria-hidden />}
                  onClick={() => run('staffResendInvitation')}
                >
                  {t('staffAdmin.resend')}
                </Menu.Item>
              )}
            </>
          )}
          {resettable && (
            <Menu.Item
              color="red.9"
              leftSection={<IconShieldOff size={16} aria-hidden />}
              onClick={() => setResetting(true)}
            >
              {t('staffAdmin.reset')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <StaffEditDialog staff={staff} opened={editing} onClose={() => setEditing(false)} />
      <StaffResetDialog staff={staff} opened={resetting} onClose={() => setResetting(false)} />
    </>
  );
}
