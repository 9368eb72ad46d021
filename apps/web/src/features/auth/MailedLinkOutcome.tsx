import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { mailedLinkKeys } from '../../api/query-keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { endSession } from '../../session/session-actions.ts';
import { useSession } from '../../session/session-store.ts';
import { useLinkToken } from './ResetPasswordPage.tsx';
import { errorKeyOf } from './validation.ts';

/**
 * The call a mailed link makes with its `?token=`, once: the answer is cached for the token, so a
 * re-render never sends it again. Such a call ends every session of the account on the server, so
 * this browser's session ends too (no server call needed), unless `endsSessions` is false.
 */
export function useMailedLinkCall<Call extends (token: string) => unknown>(
  name: string,
  call: Call,
  options: { endsSessions: boolean } = { endsSessions: true },
): { token: string; result: UseQueryResult<Awaited<ReturnType<Call>>> } {
  const token = useLinkToken();
  const result = useQuery<Awaited<ReturnType<Call>>>({
    queryKey: mailedLinkKeys.call(name, token),
    queryFn: () => call(token) as Promise<Awaited<ReturnType<Call>>>,
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { silent: true, reauthorize: false },
  });
  useEffect(() => {
    if (options.endsSessions && result.isSuccess && useSession.getState().isAuthenticated) void endSession();
  }, [result.isSuccess, options.endsSessions]);
  return { token, result };
}

/** What a mailed-link page says: no token, working, done (the page's own words), or why not. */
export function MailedLinkOutcome<T>(props: {
  token: string;
  result: UseQueryResult<T>;
  /** i18n keys of the page's `missingToken`, `pending` and `failed` texts. */
  texts: { missingToken: string; pending: string; failed: string };
  /** `data-<marker>="done|failed"` for the browser tests. */
  marker: string;
  done: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { token, result, texts, marker } = props;
  if (!token) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {t(texts.missingToken)}
      </Alert>
    );
  }
  if (result.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t(texts.pending)}</Text>
      </Group>
    );
  }
  if (result.isSuccess) {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden />}
        {...{ [`data-${marker}`]: 'done' }}
      >
        {props.done(result.data)}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      title={t(texts.failed)}
      {...{ [`data-${marker}`]: 'failed' }}
    >
      {t(errorKeyOf(result.error), { defaultValue: t('api.error.unknown') })}
    </Alert>
  );
}
