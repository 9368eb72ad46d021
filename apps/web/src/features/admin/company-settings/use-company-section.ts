import { type CompanyDetail, ResultCode, RoleLevel, systemAdminCompanyFields } from '@hondana/contract';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { errorKeyOf } from '../../auth/validation.ts';
import { refusalText } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useUpdateCompany } from './company-detail-queries.ts';
import {
  type CompanyFormField,
  type CompanyFormValues,
  changedBody,
  companyFormValues,
  type SectionId,
  sectionFields,
  sectionMessages,
  sectionSchema,
} from './company-section-values.ts';

const systemOnly: readonly string[] = systemAdminCompanyFields;

/** What the signed-in admin may change: nothing (a service admin), all but the system's fields, or all. */
export function useCompanyEditing() {
  const user = useSession((s) => s.user);
  const editable = can(user, 'company.update');
  const system = user?.roleLevel === RoleLevel.SYSTEM_ADMIN;
  return {
    editable,
    system,
    locked: (field: string) => !editable || (!system && systemOnly.includes(field)),
  };
}

export interface CompanySection {
  id: SectionId;
  form: UseFormReturnType<CompanyFormValues>;
  locked(field: string): boolean;
  /** Some of its fields are the system admin's and the admin on screen is not. */
  partlyLocked: boolean;
  allLocked: boolean;
  saving: boolean;
  /** A sentence above the save button: nothing changed, or a refusal no field of the section shows. */
  notice: string | null;
  submit(event?: React.FormEvent<HTMLFormElement>): void;
}

/** The field a refusal names (a rule's `field`, or the first of a 400's `fields`), and its sentence. */
function refusalOn(error: unknown, t: ReturnType<typeof useTranslation>['t']) {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { field?: unknown; fields?: { field?: unknown }[] } | null;
  if (error.status === ResultCode.BAD_REQUEST && typeof data?.fields?.[0]?.field === 'string') {
    const field = data.fields[0].field.replace(/^body\./, '');
    return { field, text: t('adminConsole.form.invalid') };
  }
  const field = data?.field;
  if (typeof field !== 'string') return null;
  const key =
    error.status === ResultCode.NO_PERMISSION
      ? 'companyForm.refusals.systemOnly'
      : error.status === ResultCode.USER_NOT_FOUND
        ? 'companyForm.refusals.owner'
        : error.status === ResultCode.DOMAIN_FORMAT_INVALID && field !== 'domain'
          ? 'companyForm.refusals.host'
          : errorKeyOf(error);
  return { field, text: t(key, { defaultValue: t('api.error.unknown') }) };
}

/**
 * One section of the company settings: its form checked by the contract's update schema, saved alone
 * with only the fields that changed; a refusal naming one of its fields is shown on that field.
 */
export function useCompanySection(id: SectionId, detail: CompanyDetail): CompanySection {
  const { t } = useTranslation();
  const editing = useCompanyEditing();
  const fields = sectionFields[id];
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateCompany(detail.id);
  const form = useSchemaForm<CompanyFormValues>(sectionSchema(fields), {
    initialValues: companyFormValues(detail),
    messages: sectionMessages,
  });
  const open = fields.filter((field) => !editing.locked(field));
  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    const body = changedBody(values, form.getInitialValues(), open);
    if (Object.keys(body).length === 0) return setNotice(t('companyForm.noChanges'));
    setNotice(null);
    update.mutate(body, {
      onSuccess: async (saved) => {
        const next = companyFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'companySettings.saved');
      },
      onError: (error) => {
        const refusal = refusalOn(error, t);
        const onField = refusal && (fields as readonly string[]).includes(refusal.field);
        if (onField) form.setFieldError(refusal.field as CompanyFormField, refusal.text);
        else setNotice(refusalText(t, error));
      },
    });
  });
  return {
    id,
    form,
    locked: editing.locked,
    partlyLocked: editing.editable && open.length > 0 && open.length < fields.length,
    allLocked: open.length === 0,
    saving: update.isPending,
    notice,
    submit,
  };
}
