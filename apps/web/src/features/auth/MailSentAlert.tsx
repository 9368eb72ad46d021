import { Alert } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * "We have sent a link": a status notice that takes the focus when it appears, so a screen reader
 * reads it at once. `marker` becomes a `data-<marker>` attribute for the tests.
 */
export function MailSentAlert({ text, marker }: { text: string; marker: string }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      color="green"
      variant="light"
      icon={<IconMailCheck aria-hidden />}
      role="status"
      {...{ [`data-${marker}`]: true }}
    >
      {text}
    </Alert>
  );
}
