import { Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The recovery codes as a text file: one a line. */
function downloadCodes(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'hondana-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once, to copy or download before going on. */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: readonly string[]; onSaved(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack gap="md" data-recovery-codes>
      <Title order={2} size="h3">
        {t('secondFactor.codesTitle')}
      </Title>
      <Text>{t('secondFactor.codesIntro')}</Text>
      <List listStyleType="none" spacing={4} style={{ columns: 2 }}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button variant="default" onClick={() => void copy()}>
          {copied ? t('secondFactor.copied') : t('secondFactor.copy')}
        </Button>
        <Button variant="default" onClick={() => downloadCodes(codes)}>
          {t('secondFactor.download')}
        </Button>
      </Group>
      <Button onClick={onSaved} data-recovery-codes-saved>
        {t('secondFactor.codesSaved')}
      </Button>
    </Stack>
  );
}
