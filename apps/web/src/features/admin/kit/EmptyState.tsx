import { Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** What a list shows when it has nothing: a sentence (the generic one by default) and, maybe, an action. */
export function EmptyState({ text, action }: { text?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" data-empty-state>
      <IconInbox size={32} aria-hidden color="var(--mantine-color-gray-6)" />
      {/* In the text colour: mantine-datatable's empty state is a grey too pale for axe's contrast rule. */}
      <Text ta="center" c="var(--mantine-color-text)">
        {text ?? t('adminConsole.list.empty')}
      </Text>
      {action}
    </Stack>
  );
}
