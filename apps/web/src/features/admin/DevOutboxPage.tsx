import { type OutboxMessage as OutboxMessageData, type OutboxState, ResultCode } from '@hondana/contract';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as accountsApi from '../../api/accounts.ts';
import { ApiError } from '../../api/api-error.ts';
import { outboxKeys } from '../../api/query-keys.ts';
import { useDates } from '../../i18n/use-dates.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from './kit/EmptyState.tsx';
import { ErrorState } from './kit/ErrorState.tsx';
import { ListPageFrame } from './kit/ListPageFrame.tsx';
import { ListPagination } from './kit/ListPagination.tsx';
import { LoadingSkeleton } from './kit/LoadingSkeleton.tsx';
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
  const [page, setPage] = useState(1);
  const [params] = useSearchParams();
  const hint = { domain: window.location.hostname, path: params.get('path') ?? undefined };
  const outbox = useQuery({
    queryKey: outboxKeys.page(hint, page),
    queryFn: () => accountsApi.demoOutboxPage(page, PAGE_SIZE, hint),
    retry: false,
    meta: { silent: true, reauthorize: false },
  });
  const missing = outbox.error instanceof ApiError && outbox.error.status === ResultCode.NOT_FOUND;

  return (
    <Box maw={860} mx="auto">
      <ListPageFrame
        page="dev-outbox"
        title={t('accounts.outbox.title')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching}
          >
            {t('accounts.outbox.refresh')}
          </Button>
        }
        filters={<Text>{t('accounts.outbox.intro')}</Text>}
      >
        {outbox.isPending ? (
          <LoadingSkeleton />
        ) : missing ? (
          <Alert
            color="gray"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            data-outbox-unavailable
          >
            {t('accounts.outbox.notAvailable')}
          </Alert>
        ) : outbox.isError ? (
          <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />
        ) : outbox.data.content.length === 0 ? (
          <EmptyState text={t('accounts.outbox.empty')} />
        ) : (
          <>
            <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {outbox.data.content.map((message) => (
                <OutboxMessage key={message.id} message={message} />
              ))}
            </Stack>
            <ListPagination page={page} totalPages={outbox.data.totalPages} onChange={setPage} />
          </>
        )}
      </ListPageFrame>
    </Box>
  );
}

/** One message as the reader would have received it, its links clickable. */
function OutboxMessage({ message }: { message: OutboxMessageData }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Paper
      component="li"
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
  );
}
