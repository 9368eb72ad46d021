import type { ContentAdmin } from '@hondana/contract';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';

const COLORS: Record<ContentAdmin['state'], string> = {
  processing: 'blue',
  published: 'green',
  unpublished: 'gray',
  failed: 'red',
};

/** The state of a content: processing with a spinner, published, unpublished, or failed with its reason. */
export function ContentStateBadge({ content }: { content: Pick<ContentAdmin, 'state' | 'failureCode'> }) {
  const { t } = useTranslation();
  const failed = content.state === 'failed';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-content-state={content.state}>
      <Badge
        color={COLORS[content.state]}
        variant="light"
        // Mantine's coloured badge texts (even green 9) stay below 4.5:1 on their tint: the text is dark.
        c="dark.8"
        leftSection={content.state === 'processing' ? <Loader size={10} color="blue" aria-hidden /> : null}
        styles={{ root: { flexShrink: 0 } }}
      >
        {t(`contentAdmin.state.${content.state}`)}
      </Badge>
      {failed && content.failureCode !== null && (
        <Text size="sm" c="red.9" data-failure-code={content.failureCode}>
          {t(`api.error.${content.failureCode}`, { defaultValue: t('api.error.unknown') })}
        </Text>
      )}
    </Group>
  );
}
