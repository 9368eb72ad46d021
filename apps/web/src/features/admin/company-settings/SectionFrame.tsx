import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import type { CompanySection } from './use-company-section.ts';
import { useCompanyEditing } from './use-company-section.ts';

/**
 * A section of the company settings: its fields in a fieldset, why some cannot be changed, a refusal
 * or "nothing changed", and its own save button (hidden when the admin may change none of them).
 */
export function SectionFrame({ section, children }: { section: CompanySection; children: ReactNode }) {
  const { t } = useTranslation();
  const { editable } = useCompanyEditing();
  const legend = t(`companyForm.sections.${section.id}`);
  return (
    <form onSubmit={section.submit} noValidate data-company-section={section.id}>
      <Fieldset legend={legend}>
        <Stack gap="sm">
          {children}
          {editable && (section.partlyLocked || section.allLocked) && (
            <Text size="sm" c={READABLE_GREY} data-system-only>
              {t('companyForm.systemOnly')}
            </Text>
          )}
          {section.notice && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              data-section-notice
            >
              {section.notice}
            </Alert>
          )}
          {!section.allLocked && (
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={section.saving}
                aria-label={t('companyForm.saveSection', { section: legend })}
              >
                {t('companyForm.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
