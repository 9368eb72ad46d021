import { type RegisteredSubscription, ResultCode } from '@hondana/contract';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { notifyApiError, notifySuccess } from '../../api/notify.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../shared/readable-grey.ts';
import { inclusiveText, yenText } from '../orders/price/yen-text.ts';
import { useUpgradeSubscription } from './subscription-queries.ts';

/**
 * Moves a plan to one of its upgrade plans: the reader picks the plan (each with what it costs now),
 * then confirms the amount, which is sent with the call so a different amount is never charged.
 */
export function UpgradeSubscriptionButton({ subscription }: { subscription: RegisteredSubscription }) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changed, setChanged] = useState(false);
  const upgrade = useUpgradeSubscription();
  const option = subscription.upgradeOptions.find((o) => String(o.planId) === choice) ?? null;

  const close = () => {
    modal.close();
    setConfirming(false);
    setChanged(false);
    setChoice(null);
  };
  const submit = () => {
    if (!option) return;
    upgrade.mutate(
      { id: subscription.id, body: { toPlanId: option.planId, expectedYen: option.differenceYen } },
      {
        onSuccess: () => {
          notifySuccess(t, 'subscription.upgrade.done');
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === ResultCode.CONFIRM_ORDER_FAILED) {
            setChanged(true);
            setConfirming(false);
          } else notifyApiError(error, t);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={modal.open}
        aria-label={t('subscription.upgrade.label', { plan: subscription.planName })}
        data-upgrade-subscription={subscription.id}
      >
        {t('subscription.upgrade.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('subscription.upgrade.title')}
        closeButtonProps={{ 'aria-label': t('chrome.close') }}
        centered
        data-upgrade-dialog
      >
        <Stack gap="md">
          {changed && (
            <Alert color="yellow" role="alert">
              {t('subscription.upgrade.amountChanged')}
            </Alert>
          )}
          {!confirming && (
            <Radio.Group value={choice} onChange={setChoice} label={t('subscription.upgrade.choose')}>
              <Stack gap="sm" mt="xs">
                {subscription.upgradeOptions.map((o) => (
                  <Radio
                    key={o.planId}
                    value={String(o.planId)}
                    label={o.name}
                    description={t('subscription.upgrade.perPeriod', {
                      amount: inclusiveText(t, o.periodYen),
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {option && (
            <Text fw={600} data-upgrade-pay-now>
              {option.differenceYen > 0
                ? t('subscription.upgrade.payNow', { amount: yenText(t, option.differenceYen) })
                : t('subscription.upgrade.payNothing')}
            </Text>
          )}
          <Text size="sm" c={READABLE_GREY}>
            {t('subscription.upgrade.note')}
          </Text>
          <Group justify="flex-end" gap="sm">
            {confirming ? (
              <>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('subscription.upgrade.back')}
                </Button>
                <Button loading={upgrade.isPending} onClick={submit} data-confirm-upgrade data-autofocus>
                  {option && option.differenceYen > 0
                    ? t('subscription.upgrade.confirmPay', { amount: yenText(t, option.differenceYen) })
                    : t('subscription.upgrade.confirm')}
                </Button>
              </>
            ) : (
              <Button disabled={!option} onClick={() => setConfirming(true)} data-upgrade-next>
                {t('subscription.upgrade.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
