import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifyApiError, notifySuccess } from '../../api/notify.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { CardForm, type CardToken } from '../orders/card/CardForm.tsx';
import { cardTokenSourceOf } from '../orders/order-queries.ts';
import { useAddCard } from './subscription-queries.ts';

/** The change of card: tokenised in the browser by the card form, stored by the company's gateway. */
export function ChangeCardSection() {
  const { t } = useTranslation();
  const { company } = useTenant();
  const [opened, form] = useDisclosure(false);
  const addCard = useAddCard();
  const source = cardTokenSourceOf(company);

  const save = (card: CardToken) => {
    if (!source) return;
    addCard.mutate(
      { gateway: source.gateway, token: card.token },
      {
        onSuccess: () => {
          notifySuccess(t, 'subscription.card.done');
          form.close();
        },
        onError: (error) => notifyApiError(error, t),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="change-card-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="change-card-title">
          {t('subscription.card.title')}
        </Title>
        <Text>{t('subscription.card.text')}</Text>
        {!source && (
          <Alert color="gray" role="status">
            {t('subscription.card.noForm')}
          </Alert>
        )}
        {source && !opened && (
          <Button variant="outline" onClick={form.open} style={{ alignSelf: 'flex-start' }} data-change-card>
            {t('subscription.card.open')}
          </Button>
        )}
        {source && opened && (
          <>
            <CardForm source={source} onToken={save} submitLabel={t('subscription.card.submit')} />
            <Button variant="default" onClick={form.close} style={{ alignSelf: 'flex-start' }}>
              {t('subscription.card.cancel')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
