import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useOptionalTenant } from '../../tenant/tenant-context.tsx';
import { takePaymentCallbackUrl } from './payment-callback.ts';

/**
 * Full-page ERROR shown when payment through the member-ID provider failed. Go back opens the stored
 * callback address in the same window (and forgets it), else goes one step back in history.
 */
export function PaymentErrorPage() {
  const { t } = useTranslation();
  const tenant = useOptionalTenant();
  const goBack = () => {
    const callback = takePaymentCallbackUrl();
    if (callback) window.location.assign(callback);
    else window.history.back();
  };
  return (
    <Stack component="main" align="center" justify="center" mih="100vh" p="xl" gap="lg">
      <Title order={1}>{t('shell.paymentError.title')}</Title>
      <Text ta="center" maw={520}>
        {t('shell.paymentError.message')}
      </Text>
      {tenant?.company.accountType !== 'OPEN' && (
        <Button onClick={goBack}>{t('shell.paymentError.goBack')}</Button>
      )}
    </Stack>
  );
}
