import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';

/** Covers the page while the tenant or the session loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Loader aria-label={t('shell.loading')} />
    </Center>
  );
}
