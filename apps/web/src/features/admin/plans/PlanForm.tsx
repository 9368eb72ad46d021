import { type AdminPlan, planFieldsSchema, ResultCode } from '@hondana/contract';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorKeyOf } from '../../auth/validation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { PlanPriceFields, PlanSaleFields, PlanTextFields } from './PlanFormFields.tsx';
import { type PlanFormValues, planBody, planFormValues } from './plan-form-values.ts';
import { useAddPlan, useUpdatePlan } from './plan-queries.ts';

/** The fields the server names in a refusal, as the form calls them. */
const FORM_FIELDS = new Set([
  'name',
  'freeTermDays',
  'discountPrice',
  'contentGroupIds',
  'upgradePlanIds',
  'price',
]);

/** The plan's own rules beyond each field's: the discount price is at most the price. */
const formSchema = z.preprocess(
  (values) => planBody(values as PlanFormValues),
  planFieldsSchema.refine((plan) => plan.discountPrice == null || plan.discountPrice <= plan.price, {
    path: ['discountPrice'],
  }),
);

/** A plan's every field, checked by the contract's schema; adds a plan without `plan`, else changes it. */
export function PlanForm({ plan, onSaved }: { plan?: AdminPlan; onSaved: (saved: AdminPlan) => void }) {
  const { t } = useTranslation();
  const add = useAddPlan();
  const update = useUpdatePlan(plan?.id ?? 0);
  const save = plan ? update : add;
  const form = useSchemaForm<PlanFormValues>(formSchema, {
    initialValues: planFormValues(plan),
    messages: { discountPrice: 'planAdmin.form.discountAbovePrice' },
  });
  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const body = planBody(values);
    const done = {
      onSuccess: async (saved: AdminPlan) => {
        form.resetDirty(planFormValues(saved));
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, plan ? 'planAdmin.form.saved' : 'planAdmin.form.added');
        onSaved(saved);
      },
      onError: (error: unknown) => {
        const field = refusedField(error);
        if (field) form.setFieldError(field, refusedText(error, t));
      },
    };
    if (plan) update.mutate(body, done);
    else add.mutate(body, done);
  });
  const onField = refusedField(save.error) !== null;
  return (
    <form onSubmit={submit} noValidate data-plan-form={plan?.id ?? 'new'}>
      <Stack gap="md">
        <PlanTextFields form={form} />
        <Paper withBorder radius="md" p="md">
          <PlanPriceFields form={form} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <PlanSaleFields form={form} plan={plan} />
        </Paper>
        {save.isError && !onField && <RefusalAlert error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('planAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function refusedField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = (error.data as { field?: string } | null)?.field;
  return field && FORM_FIELDS.has(field) ? field : null;
}

/** A field's refusal: the plan's own sentence where there is one, else the code's. */
function refusedText(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  const data = error instanceof ApiError ? (error.data as { field?: string; reason?: string } | null) : null;
  if (error instanceof ApiError && error.status === ResultCode.BAD_PARAMETERS) {
    if (data?.field === 'discountPrice') return t('planAdmin.form.discountAbovePrice');
    if (data?.field === 'upgradePlanIds') return t('planAdmin.form.itself');
  }
  return t(errorKeyOf(error));
}
