import { type OutboxState, ResultCode } from '@hondana/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconInbox, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { outboxKeys } from '../../api/query-keys.ts';
import { useDates } from '../../i18n/use-dates.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorKeyOf } from '../auth/validation.ts';
import { linkify } from './linkify.ts';

const PAGE_SIZE = 20;

const stateColor: Record<OutboxState, string> = {
  queued: 'gray',
  sent: 'green',
  'kept-in-outbox': 'blue',
  failed: 'orange',
  dead: 'red',
};

/**
 * The demo outbox (GET /public/demo-outbox/page): what a local demo server without SMTP "sent" to the
 * readers of one tenant (`?path=` names a path-mode tenant, the host a full-domain one), so a person
 * trying the demo can follow reset and confirmation links. Other servers answer 404: then it says so.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const [page, setPage] = useState(1);
  // The tenant whose mail is shown: this host, and the path-mode tenant named by `?path=`.
  const [params] = useSearchParams();
  const hint = { domain: window.location.hostname, path: params.get('path') ?? undefined };
  const outbox = useQuery({
    queryKey: outboxKeys.page(hint, page),
    queryFn: () => accountsApi.demoOutboxPage(page, PAGE_SIZE, hint),
    retry: false,
    meta: { silent: true, reauthorize: false },
  });

  let body: ReactNode;
  if (outbox.isPending) {
    body = (
      <Center py="xl" role="status">
        <Loader aria-label={t('shell.loading')} />
      </Center>
    );
  } else if (outbox.isError) {
    const missing = outbox.error instanceof ApiError && outbox.error.status === ResultCode.NOT_FOUND;
    body = (
      <Alert
        color={missing ? 'gray' : 'red'}
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden />}
        data-outbox-unavailable
      >
        {missing
          ? t('accounts.outbox.notAvailable')
          : t(errorKeyOf(outbox.error), { defaultValue: t('api.error.unknown') })}
      </Alert>
    );
  } else if (outbox.data.content.length === 0) {
    body = <Text data-outbox-empty>{t('accounts.outbox.empty')}</Text>;
  } else {
    const { totalPages } = outbox.data;
    body = (
      <>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {outbox.data.content.map((message) => (
            <Paper
              component="li"
              key={message.id}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              data-outbox-message={message.id}
            >
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {message.subject}
                </Title>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('accounts.outbox.to')}:
                  </Text>{' '}
                  {message.to}
                </Text>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('accounts.outbox.date')}:
                  </Text>{' '}
                  <time dateTime={message.createdAt}>{dates.dateTime(message.createdAt)}</time>
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Text span size="sm" fw={600}>
                    {t('accounts.outbox.status')}:
                  </Text>
                  <Badge variant="light" color={stateColor[message.state]} data-outbox-state={message.state}>
                    {t(`accounts.outbox.state.${message.state}`)}
                  </Badge>
                  <Text span size="sm">
                    {t('accounts.outbox.attempts')}: {message.attempts}
                  </Text>
                </Group>
                {message.sentAt && (
                  <Text size="sm">
                    <Text span fw={600}>
                      {t('accounts.outbox.sentAt')}:
                    </Text>{' '}
                    <time dateTime={message.sentAt}>{dates.dateTime(message.sentAt)}</time>
                  </Text>
                )}
                {message.lastError && (
                  <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={600}>
                      {t('accounts.outbox.lastError')}:
                    </Text>{' '}
                    {message.lastError}
                  </Text>
                )}
                <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {linkify(message.text).map((part, index) =>
                    part.kind === 'link' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable text, never reordered.
                      <Anchor key={index} href={part.href} underline="always">
                        {part.href}
                      </Anchor>
                    ) : (
                      part.text
                    ),
                  )}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {totalPages > 1 && (
          <Group justify="space-between">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('accounts.outbox.previous')}
            </Button>
            <Text size="sm">{t('accounts.outbox.page', { page, total: totalPages })}</Text>
            <Button variant="default" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
              {t('accounts.outbox.next')}
            </Button>
          </Group>
        )}
      </>
    );
  }

  return (
    <Stack maw={860} mx="auto" gap="lg" data-page="dev-outbox">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          <IconInbox size={26} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 8 }} />
          {t('accounts.outbox.title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          {t('accounts.outbox.refresh')}
        </Button>
      </Group>
      <Text>{t('accounts.outbox.intro')}</Text>
      {body}
    </Stack>
  );
}
