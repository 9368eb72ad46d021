import { DurationType, type PublicPlan } from '@hondana/contract';

/** A plan as GET /subscription-plan/public answers it: 1,100 yen a month tax included, 7 free days. */
export const publicPlan = (id: number, overrides: Partial<PublicPlan> = {}): PublicPlan => ({
  id,
  name: `Plan ${id}`,
  nameTranslations: { en: `Plan ${id}`, ja: `プラン${id}` },
  imageUrl: null,
  imageUrlTranslations: {},
  description: null,
  descriptionTranslations: {},
  duration: 1,
  durationType: DurationType.MONTH,
  durationDays: 30,
  price: 1100,
  discountPrice: null,
  taxMode: 'inclusive',
  shownPrice: { ratePercent: 10, netYen: 1000, taxYen: 100, shownYen: 1100 },
  shownDiscountPrice: null,
  freeTermDays: 7,
  paymentGateways: [],
  autoRenew: true,
  contentGroups: [{ id: 1, name: 'Novels', nameTranslations: {} }],
  upgradePlans: [],
  ...overrides,
});

/** One page of plans. */
export const planPage = (plans: PublicPlan[]) => ({
  content: plans,
  totalElements: plans.length,
  totalPages: 1,
  number: 1,
  size: 100,
});
