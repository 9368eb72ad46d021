import type { AuditEvent } from '@hondana/contract';
import { Anchor, Badge, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { type FieldChange, fieldChanges, SHORT_VALUE } from './audit-change.ts';

/** One side of a field's change: its text, cut after SHORT_VALUE characters with a way to see all. */
function ChangeValue({ text, side }: { text: string | null; side: 'before' | 'after' }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (text === null) {
    return (
      <Text span size="sm" fs="italic" c={READABLE_GREY} data-side={side}>
        {t('auditAdmin.change.empty')}
      </Text>
    );
  }
  const long = text.length > SHORT_VALUE;
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-side={side}>
      {long && !all ? `${text.slice(0, SHORT_VALUE)}…` : text}
      {long && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? t('auditAdmin.change.showLess') : t('auditAdmin.change.showAll')}
          </Anchor>
        </>
      )}
    </Text>
  );
}

function ChangeRow({ change }: { change: FieldChange }) {
  const { t } = useTranslation();
  return (
    <li data-field={change.field}>
      <Group gap={6} wrap="wrap" align="baseline">
        <Code>{change.field}</Code>
        <ChangeValue text={change.before} side="before" />
        <span aria-hidden>→</span>
        <VisuallyHidden>{t('auditAdmin.change.to')}</VisuallyHidden>
        <ChangeValue text={change.after} side="after" />
        {change.secretChanged && (
          <Badge variant="light" color="gray.8" size="sm" tt="none">
            {t('auditAdmin.change.secretChanged')}
          </Badge>
        )}
      </Group>
    </li>
  );
}

/** A recorded change as a list of its fields, each `field: before → after`; secrets read "••••". */
export function AuditChangeList({ event }: { event: Pick<AuditEvent, 'before' | 'after'> }) {
  const { t } = useTranslation();
  const changes = fieldChanges(event);
  if (changes.length === 0) {
    return (
      <Text size="sm" c={READABLE_GREY}>
        {t('auditAdmin.change.noFields')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('auditAdmin.change.label')}
      data-audit-changes
    >
      {changes.map((change) => (
        <ChangeRow key={change.field} change={change} />
      ))}
    </Stack>
  );
}
