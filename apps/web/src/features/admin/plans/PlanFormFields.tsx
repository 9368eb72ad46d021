import {
  type AdminPlan,
  durationTypes,
  MAX_FREE_TERM_DAYS,
  PLAN_DESCRIPTION_MAX,
  PLAN_IMAGE_URL_MAX,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX,
  paymentGatewayKinds,
  taxModes,
} from '@hondana/contract';
import {
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';
import { useServiceList } from '../services/service-queries.ts';
import { PLAN_LANGUAGES, type PlanFormValues, shownTotal, yen } from './plan-form-values.ts';
import { useAllPlans, usePlanGroupOptions } from './plan-queries.ts';

type PlanForm = UseFormReturnType<PlanFormValues>;

/** Name, description and image: the text as written, then one of each per language. */
export function PlanTextFields({ form }: { form: PlanForm }) {
  const { t } = useTranslation();
  const languageName = (language: string) => t(`planAdmin.form.language.${language}`);
  return (
    <Fieldset legend={t('planAdmin.form.names')}>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('name')}
          name="name"
          label={t('planAdmin.form.name')}
          description={t('planAdmin.form.nameHint')}
          required
          maxLength={PLAN_NAME_MAX}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PLAN_LANGUAGES.map((language) => (
            <TextInput
              key={language}
              {...form.getInputProps(`nameTranslations.${language}`)}
              name={`nameTranslations.${language}`}
              label={t('planAdmin.form.nameIn', { language: languageName(language) })}
              maxLength={PLAN_NAME_MAX}
            />
          ))}
        </SimpleGrid>
        <Textarea
          {...form.getInputProps('description')}
          name="description"
          label={t('planAdmin.form.description')}
          rows={3}
          maxLength={PLAN_DESCRIPTION_MAX}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PLAN_LANGUAGES.map((language) => (
            <Textarea
              key={language}
              {...form.getInputProps(`descriptionTranslations.${language}`)}
              name={`descriptionTranslations.${language}`}
              label={t('planAdmin.form.descriptionIn', { language: languageName(language) })}
              rows={3}
              maxLength={PLAN_DESCRIPTION_MAX}
            />
          ))}
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('imageUrl')}
          name="imageUrl"
          label={t('planAdmin.form.imageUrl')}
          description={t('planAdmin.form.imageUrlHint')}
          maxLength={PLAN_IMAGE_URL_MAX}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PLAN_LANGUAGES.map((language) => (
            <TextInput
              key={language}
              {...form.getInputProps(`imageUrlTranslations.${language}`)}
              name={`imageUrlTranslations.${language}`}
              label={t('planAdmin.form.imageUrlIn', { language: languageName(language) })}
              maxLength={PLAN_IMAGE_URL_MAX}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** Period, price, tax (with the total readers see, live), discount price and free days. */
export function PlanPriceFields({ form }: { form: PlanForm }) {
  const { t } = useTranslation();
  const price = form.values.price;
  const total = typeof price === 'number' && price >= 0 ? shownTotal(price, form.values.taxMode) : null;
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <NumberInput
          {...form.getInputProps('duration')}
          name="duration"
          label={t('planAdmin.form.duration')}
          required
          min={1}
          max={36_500}
          allowDecimal={false}
          allowNegative={false}
        />
        <Select
          {...form.getInputProps('durationType')}
          name="durationType"
          label={t('planAdmin.form.durationType')}
          data={durationTypes.map((unit) => ({ value: String(unit), label: t(`planAdmin.units.${unit}`) }))}
          allowDeselect={false}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          {...form.getInputProps('price')}
          name="price"
          label={t('planAdmin.form.price')}
          required
          min={0}
          max={PLAN_PRICE_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
        />
        <Select
          {...form.getInputProps('taxMode')}
          name="taxMode"
          label={t('planAdmin.form.taxMode')}
          data={taxModes.map((mode) => ({ value: mode, label: t(`planAdmin.taxModes.${mode}`) }))}
          allowDeselect={false}
        />
      </Group>
      {total && (
        <Text size="sm" aria-live="polite" data-shown-total={total.shown}>
          {t('planAdmin.form.shownTotal', {
            shown: yen(total.shown),
            net: yen(total.net),
            tax: yen(total.tax),
          })}
        </Text>
      )}
      <Group grow align="flex-start">
        <NumberInput
          {...form.getInputProps('discountPrice')}
          name="discountPrice"
          label={t('planAdmin.form.discountPrice')}
          description={t('planAdmin.form.discountPriceHint')}
          min={0}
          max={PLAN_PRICE_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
        />
        <NumberInput
          {...form.getInputProps('freeTermDays')}
          name="freeTermDays"
          label={t('planAdmin.form.freeTermDays')}
          description={t('planAdmin.form.freeTermDaysHint')}
          min={0}
          max={MAX_FREE_TERM_DAYS}
          allowDecimal={false}
          allowNegative={false}
        />
      </Group>
    </Stack>
  );
}

/** Payment methods, content groups, upgrade plans, published and renewal. */
export function PlanSaleFields({ form, plan }: { form: PlanForm; plan?: AdminPlan }) {
  const { t } = useTranslation();
  const translate = useTranslated();
  const groups = usePlanGroupOptions();
  const plans = useAllPlans();
  const services = useServiceList();
  const serviceId =
    plan?.serviceId ?? (form.values.serviceId === '' ? undefined : Number(form.values.serviceId));
  const serviceChoices = (services.data ?? []).map((service) => ({
    value: String(service.id),
    label: service.name,
  }));
  const nameOf = (item: { name: string; nameTranslations: Record<string, string | undefined> }) =>
    translate(item.name, item.nameTranslations);
  const groupData = (groups.data ?? [])
    .filter((g) => serviceId === undefined || g.serviceId === serviceId)
    .map((g) => ({ value: String(g.id), label: nameOf(g) }));
  const planData = (plans.data?.content ?? [])
    .filter((p) => p.id !== plan?.id && (serviceId === undefined || p.serviceId === serviceId))
    .map((p) => ({ value: String(p.id), label: nameOf(p) }));
  return (
    <Stack gap="sm">
      {!plan && serviceChoices.length > 1 && (
        <Select
          {...form.getInputProps('serviceId')}
          name="serviceId"
          label={t('planAdmin.form.service')}
          description={t('planAdmin.form.serviceHint')}
          data={serviceChoices}
          clearable
          onChange={(next) => {
            // Content groups and upgrade plans belong to one service: a new service starts them again.
            form.setValues({ serviceId: next ?? '', contentGroupIds: [], upgradePlanIds: [] });
          }}
        />
      )}
      <Checkbox.Group
        {...form.getInputProps('paymentGateways')}
        label={t('planAdmin.form.paymentGateways')}
        description={t('planAdmin.form.paymentGatewaysHint')}
      >
        <Group gap="md" mt={4}>
          {paymentGatewayKinds.map((kind) => (
            <Checkbox key={kind} value={kind} label={t(`planAdmin.gateways.${kind}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <MultiSelect
        {...form.getInputProps('contentGroupIds')}
        name="contentGroupIds"
        label={t('planAdmin.form.contentGroups')}
        data={groupData}
        searchable
        clearable
      />
      <MultiSelect
        {...form.getInputProps('upgradePlanIds')}
        name="upgradePlanIds"
        label={t('planAdmin.form.upgradePlans')}
        data={planData}
        searchable
        clearable
      />
      <Group gap="xl">
        <Switch
          {...form.getInputProps('isShow', { type: 'checkbox' })}
          name="isShow"
          label={t('planAdmin.form.isShow')}
        />
        <Switch
          {...form.getInputProps('autoRenew', { type: 'checkbox' })}
          name="autoRenew"
          label={t('planAdmin.form.autoRenew')}
        />
      </Group>
    </Stack>
  );
}
