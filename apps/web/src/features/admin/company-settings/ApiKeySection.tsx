import type { CompanyDetail } from '@hondana/contract';
import { Alert, Button, Code, CopyButton, Fieldset, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useRotateApiKey } from './company-detail-queries.ts';
import { useCompanyEditing } from './use-company-section.ts';

/**
 * The company's API key: its last four characters; a system admin generates or rotates it after a
 * confirmation, and the new key is shown once, in a dialog with a copy button.
 */
export function ApiKeySection({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const { system } = useCompanyEditing();
  const rotate = useRotateApiKey(detail.id);
  const [confirming, confirm] = useDisclosure(false);
  const [shown, setShown] = useState<string | null>(null);
  const hint = detail.apiKeyHint;
  const generate = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ apiKey }) => {
        confirm.close();
        setShown(apiKey);
      },
    });
  return (
    <Fieldset legend={t('companyForm.sections.apiKey')} data-company-section="apiKey">
      <Stack gap="sm">
        <Text size="sm" data-api-key-hint={hint ?? ''}>
          {hint ? t('companyForm.apiKey.current', { hint }) : t('companyForm.apiKey.none')}
        </Text>
        {system ? (
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={confirm.open}>
              {t(hint ? 'companyForm.apiKey.rotate' : 'companyForm.apiKey.generate')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c={READABLE_GREY}>
            {t('companyForm.apiKey.systemOnly')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t('companyForm.apiKey.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('companyForm.apiKey.cancel') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t(hint ? 'companyForm.apiKey.confirmRotate' : 'companyForm.apiKey.confirmGenerate')}
          </Text>
          {rotate.isError && <RefusalAlert error={rotate.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close} data-autofocus>
              {t('companyForm.apiKey.cancel')}
            </Button>
            <Button color="red.9" loading={rotate.isPending} onClick={generate} data-confirm-api-key>
              {t(hint ? 'companyForm.apiKey.rotate' : 'companyForm.apiKey.generate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={t('companyForm.apiKey.newTitle')}
        centered
        // Closed by its Done button (or Escape) only: a stray click must not lose the key.
        closeOnClickOutside={false}
        withCloseButton={false}
      >
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} data-api-key-warning>
            {t('companyForm.apiKey.warning')}
          </Alert>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-new-api-key>
            {shown}
          </Code>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown ?? ''}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                >
                  {t(copied ? 'companyForm.apiKey.copied' : 'companyForm.apiKey.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setShown(null)}>{t('companyForm.apiKey.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Fieldset>
  );
}
