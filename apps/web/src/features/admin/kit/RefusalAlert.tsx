import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../api/api-error.ts';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorKeyOf } from '../../auth/validation.ts';

/** The translated text of a refused call: its code's message, else the unknown error's. */
export const refusalText = (t: TFunction, error: unknown) =>
  t(errorKeyOf(error), { defaultValue: t('api.error.unknown') });

/** A form's refusal that belongs to no field, announced to screen readers; its code is on `data-save-error`. */
export function RefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      data-save-error={error instanceof ApiError ? error.status : 0}
    >
      {refusalText(t, error)}
    </Alert>
  );
}
