import { referrerOriginSchema, SERVICE_REFERRERS_MAX } from '@hondana/contract';
import { ActionIcon, Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * The referrer URLs of a service as a list: each with its remove button, a box and a button to add one.
 * A URL is added only as the contract takes it (an origin, kept as its origin), once, and up to the
 * limit; the reason of a refusal shows under the box.
 */
export function ReferrerListInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(next: string[]): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const add = () => {
    const parsed = referrerOriginSchema.safeParse(draft);
    if (!parsed.success) return setProblem(t('validate.url'));
    if (value.includes(parsed.data)) return setProblem(t('serviceDetail.referrerDuplicate'));
    if (value.length >= SERVICE_REFERRERS_MAX)
      return setProblem(t('serviceDetail.referrerLimit', { max: SERVICE_REFERRERS_MAX }));
    onChange([...value, parsed.data]);
    setDraft('');
    setProblem(null);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Input.Wrapper
      label={t('serviceDetail.referrers')}
      description={t('serviceDetail.referrersHint', { max: SERVICE_REFERRERS_MAX })}
      error={error}
      id={listId}
      data-referrer-list=""
    >
      <Stack gap="xs" mt={4}>
        {value.length === 0 ? (
          <Text size="sm">{t('serviceDetail.referrerNone')}</Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((url) => (
              <Paper component="li" key={url} withBorder radius="sm" px="sm" py={4} data-referrer={url}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {url}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    onClick={() => onChange(value.filter((other) => other !== url))}
                    aria-label={t('serviceDetail.referrerRemove', { url })}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={onKey}
            aria-label={t('serviceDetail.referrerNew')}
            error={problem}
            maxLength={300}
            style={{ flex: 1, minWidth: 0 }}
            name="referrerNew"
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={draft.trim() === ''}
          >
            {t('serviceDetail.referrerAdd')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
