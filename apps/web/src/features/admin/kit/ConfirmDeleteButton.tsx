import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * A delete button and the confirmation it opens, which names what is removed (`name`) and may say what
 * else follows (`text`). Keeping it is the default focus; the dialog stays open while `onConfirm` runs
 * and closes when it resolves (a rejection leaves it open: the caller has shown why).
 */
export function ConfirmDeleteButton({
  name,
  label,
  text,
  confirmLabel,
  onConfirm,
  buttonProps,
}: {
  name: string;
  label: string;
  text?: string;
  confirmLabel?: string;
  onConfirm(): Promise<unknown>;
  buttonProps?: ButtonProps & Record<`data-${string}`, unknown>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch {
      // Shown by the caller (a toast or the form); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={open}
        {...buttonProps}
      >
        {label}
      </Button>
      <ConfirmDeleteDialog
        opened={opened}
        onClose={close}
        name={name}
        text={text}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** The confirmation alone, for a caller that opens it from elsewhere (a row's menu, a bulk action). */
export function ConfirmDeleteDialog({
  opened,
  onClose,
  name,
  text,
  confirmLabel,
  busy,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  name: string;
  text?: string;
  /** The confirming button's words when "Delete" alone would not say enough. */
  confirmLabel?: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminConsole.confirmDelete.title', { name })}
      closeButtonProps={{ 'aria-label': t('adminConsole.confirmDelete.close') }}
    >
      <Stack gap="md" data-confirm-delete-dialog>
        <Text>{text ?? t('adminConsole.confirmDelete.text', { name })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('adminConsole.confirmDelete.keep')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm} data-confirm-delete>
            {confirmLabel ?? t('adminConsole.confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
