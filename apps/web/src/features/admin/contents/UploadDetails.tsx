import { Button, Collapse, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DetailField, UploadItem } from './upload-queue.ts';

const MAX_LENGTH: Record<DetailField, number> = {
  author: 255,
  distributorName: 255,
  year: 4,
  description: 10_000,
  keywords: 1_000,
  series: 255,
};
const MORE_FIELDS = ['distributorName', 'year', 'keywords', 'series'] as const;

interface UploadDetailsProps {
  item: UploadItem;
  yearError: string | undefined;
  onDetail: (field: DetailField, value: string) => void;
}

/**
 * The details of a file waiting to be sent: what was read from the file (or why nothing could be),
 * the author, and behind a toggle the publisher, year, keywords, series and description, all editable.
 */
export function UploadDetails({ item, yearError, onDetail }: UploadDetailsProps) {
  const { t } = useTranslation();
  const [toggled, { toggle }] = useDisclosure(false);
  // A year refused on sending opens the panel that holds it.
  const opened = toggled || Boolean(yearError);
  const panelId = useId();
  const input = (field: DetailField) => ({
    size: 'xs' as const,
    label: t(`contentAdmin.field.${field}`),
    value: item.details[field],
    maxLength: MAX_LENGTH[field],
    onChange: (event: { currentTarget: { value: string } }) => onDetail(field, event.currentTarget.value),
    'data-upload-detail': field,
  });
  return (
    <Stack gap={6}>
      <Text size="xs" c="gray.7" role="status" data-upload-metadata={item.metadata}>
        {t(`contentAdmin.upload.metadata.${item.metadata}`)}
      </Text>
      <TextInput {...input('author')} />
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        rightSection={
          opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
        }
        style={{ alignSelf: 'flex-start' }}
        data-upload-more
      >
        {t(opened ? 'contentAdmin.upload.fewerDetails' : 'contentAdmin.upload.moreDetails')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap={6}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
            {MORE_FIELDS.map((field) => (
              <TextInput
                key={field}
                {...input(field)}
                {...(field === 'year' ? { error: yearError, inputMode: 'numeric' as const } : {})}
              />
            ))}
          </SimpleGrid>
          <Textarea {...input('description')} rows={3} resize="vertical" />
        </Stack>
      </Collapse>
    </Stack>
  );
}
