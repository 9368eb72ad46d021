import {
  type AdminPlan,
  CONSUMPTION_TAX_PERCENT,
  DurationType,
  type Language,
  type PaymentGatewayKind,
  type PlanFields,
  TaxMode,
} from '@hondana/contract';

export const PLAN_LANGUAGES: readonly Language[] = ['en', 'ja', 'vn'];

type PerLanguage = Record<Language, string>;

/** What the plan form edits: numbers as typed ('' while empty), texts per language. */
export interface PlanFormValues extends Record<string, unknown> {
  name: string;
  nameTranslations: PerLanguage;
  description: string;
  descriptionTranslations: PerLanguage;
  imageUrl: string;
  imageUrlTranslations: PerLanguage;
  duration: number | '';
  durationType: string;
  price: number | '';
  discountPrice: number | '';
  taxMode: TaxMode;
  freeTermDays: number | '';
  paymentGateways: PaymentGatewayKind[];
  contentGroupIds: string[];
  upgradePlanIds: string[];
  isShow: boolean;
  autoRenew: boolean;
  /** A new plan's service ('' : the admin's own or the company's default service). */
  serviceId: string;
}

const perLanguage = (texts: Partial<PerLanguage> = {}): PerLanguage => ({
  en: texts.en ?? '',
  ja: texts.ja ?? '',
  vn: texts.vn ?? '',
});

export function planFormValues(plan?: AdminPlan): PlanFormValues {
  return {
    name: plan?.name ?? '',
    nameTranslations: perLanguage(plan?.nameTranslations),
    description: plan?.description ?? '',
    descriptionTranslations: perLanguage(plan?.descriptionTranslations),
    imageUrl: plan?.imageUrl ?? '',
    imageUrlTranslations: perLanguage(plan?.imageUrlTranslations),
    duration: plan?.duration ?? 1,
    durationType: String(plan?.durationType ?? DurationType.MONTH),
    price: plan?.price ?? '',
    discountPrice: plan?.discountPrice ?? '',
    taxMode: plan?.taxMode ?? TaxMode.INCLUSIVE,
    freeTermDays: plan?.freeTermDays ?? 0,
    paymentGateways: plan?.paymentGateways ?? [],
    contentGroupIds: (plan?.contentGroups ?? []).map((g) => String(g.id)),
    upgradePlanIds: (plan?.upgradePlans ?? []).map((p) => String(p.id)),
    isShow: plan?.isShow ?? true,
    autoRenew: plan?.autoRenew ?? true,
    serviceId: plan ? String(plan.serviceId) : '',
  };
}

/** Only the languages given a text. */
const given = (texts: PerLanguage) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '')) as Partial<PerLanguage>;

const numberOr = <T>(value: number | '', empty: T) => (value === '' ? empty : Number(value));

/** The body of an add or update; the contract's schema checks it before it is sent. */
export function planBody(values: PlanFormValues): PlanFields {
  return {
    name: values.name,
    nameTranslations: given(values.nameTranslations),
    description: values.description.trim() === '' ? null : values.description,
    descriptionTranslations: given(values.descriptionTranslations),
    imageUrl: values.imageUrl.trim() === '' ? null : values.imageUrl,
    imageUrlTranslations: given(values.imageUrlTranslations),
    duration: numberOr(values.duration, Number.NaN),
    durationType: Number(values.durationType) as DurationType,
    price: numberOr(values.price, Number.NaN),
    discountPrice: numberOr(values.discountPrice, null),
    taxMode: values.taxMode,
    freeTermDays: numberOr(values.freeTermDays, 0),
    paymentGateways: values.paymentGateways,
    contentGroupIds: values.contentGroupIds.map(Number),
    upgradePlanIds: values.upgradePlanIds.map(Number),
    isShow: values.isShow,
    autoRenew: values.autoRenew,
    ...(values.serviceId === '' ? {} : { serviceId: Number(values.serviceId) }),
  };
}

/**
 * The live total beside the price while typing, by the rule the server's `shownPrice` applies (tax
 * rounded down once); the saved plan's figures come from the server.
 */
export function shownTotal(priceYen: number, mode: TaxMode) {
  const rate = mode === TaxMode.NONE ? 0 : CONSUMPTION_TAX_PERCENT;
  const tax =
    mode === TaxMode.EXCLUSIVE
      ? Math.floor((priceYen * rate) / 100)
      : mode === TaxMode.INCLUSIVE
        ? Math.floor((priceYen * rate) / (100 + rate))
        : 0;
  const net = mode === TaxMode.INCLUSIVE ? priceYen - tax : priceYen;
  return { net, tax, shown: net + tax };
}

/** Yen with en-US grouping. */
export const yen = (amount: number) => amount.toLocaleString('en-US');
