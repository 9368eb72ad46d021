import type { RegisteredSubscription } from '@hondana/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifySuccess } from '../../api/notify.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { billingDate } from '../orders/billing-date.ts';
import { useCancelSubscription } from './subscription-queries.ts';

/** Cancels one plan after a confirmation that says until when the reader can still read. */
export function CancelSubscriptionButton({ subscription }: { subscription: RegisteredSubscription }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [opened, modal] = useDisclosure(false);
  const cancel = useCancelSubscription();
  const end = subscription.accessEndsAt;

  const confirm = () =>
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        notifySuccess(t, 'subscription.cancel.done');
        modal.close();
      },
    });

  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        onClick={modal.open}
        aria-label={t('subscription.cancel.label', { plan: subscription.planName })}
        data-cancel-subscription={subscription.id}
      >
        {t('subscription.cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('subscription.cancel.title')}
        closeButtonProps={{ 'aria-label': t('chrome.close') }}
        centered
        data-cancel-subscription-dialog
      >
        <Stack gap="lg">
          <Text>
            {end
              ? t('subscription.cancel.text', { date: billingDate(end, language) })
              : t('subscription.cancel.textNoEnd')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close} data-autofocus>
              {t('subscription.cancel.keep')}
            </Button>
            <Button color="red.9" loading={cancel.isPending} onClick={confirm} data-confirm-cancel>
              {t('subscription.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
