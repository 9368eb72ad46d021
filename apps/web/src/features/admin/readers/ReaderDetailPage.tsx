import { AccountStatus } from '@hondana/contract';
import { writeDay } from '@hondana/i18n/dates';
import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { ReaderDeleteDialog } from './ReaderDeleteDialog.tsx';
import { ReaderForm } from './ReaderForm.tsx';
import { type ReaderAction, useReader, useReaderAction } from './reader-queries.ts';
import { ReaderStatusBadge, readerName } from './reader-status-badge.tsx';

const DONE_TEXT: Record<Exclude<ReaderAction, 'readerDelete'>, string> = {
  readerStop: 'readerAdmin.detail.stopped',
  readerAllow: 'readerAdmin.detail.allowed',
  readerUnlock: 'readerAdmin.detail.unlocked',
  readerEndSessions: 'readerAdmin.detail.sessionsEnded',
  readerResendInvitation: 'readerAdmin.detail.resent',
};

const PARAMS = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;

/** A login period's day (`YYYY-MM-DD`, a UTC day) in the interface language's format, whatever the browser's zone. */
function dayText(language: Parameters<typeof writeDay>[0], iso: string | null): string {
  const [year, month, day] = (iso ?? '').split('-').map(Number);
  return year && month && day ? writeDay(language, 'date', { year, month, day }) : '—';
}

/** `…/readers/:id`: one reader, and what an admin does to it (stop or allow, unlock, sign out, invite again, delete). */
export function ReaderDetailPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const language = useCurrentLanguage();
  const id = Number(useParams().id);
  const user = useSession((s) => s.user);
  const manage = can(user, 'user.manage');
  const { href } = useConsoleScope();
  const reader = useReader(id);
  const action = useReaderAction(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (reader.isPending) return <LoadingSkeleton />;
  if (reader.isError) return <ErrorState error={reader.error} onRetry={() => void reader.refetch()} />;
  const r = reader.data;
  const run = (name: Exclude<ReaderAction, 'readerDelete'>) =>
    action.mutate(name, {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, DONE_TEXT[name]);
      },
    });
  const stopped = r.status === AccountStatus.STOP;
  const button = (name: Exclude<ReaderAction, 'readerDelete'>, label: string) => (
    <Button
      variant="default"
      loading={action.isPending && action.variables === name}
      onClick={() => run(name)}
      data-reader-action={name}
    >
      {label}
    </Button>
  );
  const row = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c={READABLE_GREY} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <Stack gap="lg" data-page="admin-reader-detail" data-reader={r.id}>
      <Anchor component={Link} to={href('readers')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('readerAdmin.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {readerName(r)}
        </Title>
        <ReaderStatusBadge reader={r} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
          {row(t('readerAdmin.list.username'), r.username)}
          {row(t('readerAdmin.list.email'), r.email)}
          {row(t('readerAdmin.list.userGroup'), r.userGroupName)}
          {row(t('readerAdmin.list.subscriptionType'), t(`readerAdmin.types.${r.subscriptionType}`))}
          {row(
            t('readerAdmin.list.lastLogin'),
            r.lastLoginAt ? dates.dateTime(r.lastLoginAt) : t('readerAdmin.list.never'),
          )}
          {row(t('readerAdmin.detail.createdAt'), dates.date(r.createdAt))}
          {row(t('readerAdmin.form.lastName'), r.lastName)}
          {row(t('readerAdmin.form.firstName'), r.firstName)}
          {row(t('readerAdmin.form.externalId'), r.externalId)}
          {row(t('readerAdmin.form.staffId'), r.staffId)}
          {r.subscriptionStart &&
            row(
              t('readerAdmin.detail.period'),
              t('readerAdmin.detail.periodDays', {
                start: dayText(language, r.subscriptionStart),
                end: dayText(language, r.subscriptionEnd),
              }),
            )}
          {row(t('readerAdmin.form.lang'), r.lang && t(`chrome.language.names.${r.lang}`))}
          {row(t('readerAdmin.form.timezone'), r.timezone)}
          {row(
            t('readerAdmin.form.isReceiveNotify'),
            t(r.isReceiveNotify ? 'readerAdmin.detail.yes' : 'readerAdmin.detail.no'),
          )}
          {row(
            t('readerAdmin.form.isSubscribeMail'),
            t(r.isSubscribeMail ? 'readerAdmin.detail.yes' : 'readerAdmin.detail.no'),
          )}
          {PARAMS.filter((name) => r[name]).map((name) => (
            <Fragment key={name}>{row(t(`readerAdmin.form.${name}`), r[name])}</Fragment>
          ))}
        </SimpleGrid>
        {!r.hasPassword && (
          <Text size="sm" mt="sm">
            {t('readerAdmin.detail.invitedNoPassword')}
          </Text>
        )}
      </Paper>
      {manage && (
        <Group gap="xs">
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('readerAdmin.detail.edit')}
          </Button>
          {stopped
            ? button('readerAllow', t('readerAdmin.detail.allow'))
            : button('readerStop', t('readerAdmin.detail.stop'))}
          {r.locked && button('readerUnlock', t('readerAdmin.detail.unlock'))}
          {button('readerEndSessions', t('readerAdmin.detail.endSessions'))}
          {!r.hasPassword &&
            r.email &&
            !stopped &&
            button('readerResendInvitation', t('readerAdmin.detail.resend'))}
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
            data-reader-delete
          >
            {t('readerAdmin.detail.delete')}
          </Button>
        </Group>
      )}
      <AuditHistory entity="reader" entityId={r.id} />
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('readerAdmin.form.editTitle', { name: readerName(r) })}
        closeButtonProps={{ 'aria-label': t('readerAdmin.form.cancel') }}
        size="lg"
      >
        {editing && <ReaderForm reader={r} onDone={() => setEditing(false)} />}
      </Modal>
      <ReaderDeleteDialog reader={r} opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
