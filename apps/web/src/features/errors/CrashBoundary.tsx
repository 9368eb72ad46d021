import { Button, MantineProvider, Stack, Title } from '@mantine/core';
import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Mantine's `<Code block>` look; a plain `<pre>` keeps that component out of the first download. */
const codeBlock: CSSProperties = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 'var(--mantine-font-size-xs)',
  padding: 'var(--mantine-spacing-xs)',
  borderRadius: 'var(--mantine-radius-sm)',
  backgroundColor: 'var(--mantine-color-gray-0)',
  margin: 0,
  overflow: 'auto',
};

function CrashScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Stack component="main" p="xl" gap="md" maw={720} mx="auto" role="alert">
      <Title order={1} size="h2">
        {t('shell.crash.title')}
      </Title>
      <details>
        <summary>{t('shell.crash.details')}</summary>
        <pre style={codeBlock}>{`${error.name}: ${error.message}`}</pre>
      </details>
      <Button onClick={() => window.location.reload()} w="fit-content">
        {t('shell.crash.reload')}
      </Button>
    </Stack>
  );
}

/** 'Something went wrong' with details, instead of a blank page, when rendering fails. */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <MantineProvider>
        <CrashScreen error={this.state.error} />
      </MantineProvider>
    );
  }
}
