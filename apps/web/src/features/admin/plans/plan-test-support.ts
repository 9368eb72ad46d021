import type { AdminPlan, ChargeSchedulePreview } from '@hondana/contract';
import { companyAdmin } from '../contents/admin-test-support.ts';

/** The Demo Library's company admin with the plan pages' abilities. */
export const planAdmin = {
  ...companyAdmin,
  abilities: [
    ...companyAdmin.abilities,
    'plan.read',
    'plan.manage',
    'contentGroup.read',
    'audit.read',
    'discountOrdinal.read',
  ],
};

/** A plan as the administration's calls answer it. */
export const adminPlan = (id: number, overrides: Partial<AdminPlan> = {}): AdminPlan => ({
  id,
  serviceId: 1,
  name: `Plan ${id}`,
  nameTranslations: {},
  imageUrl: null,
  imageUrlTranslations: {},
  description: null,
  descriptionTranslations: {},
  duration: 1,
  durationType: 1,
  durationDays: 30,
  price: 1_000,
  discountPrice: null,
  taxMode: 'exclusive',
  shownPrice: { ratePercent: 10, netYen: 1_000, taxYen: 100, shownYen: 1_100 },
  shownDiscountPrice: null,
  freeTermDays: 0,
  paymentGateways: [],
  autoRenew: true,
  contentGroups: [],
  upgradePlans: [],
  isShow: true,
  ordinal: id,
  archivedAt: null,
  inUse: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const listOf = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 100,
});

const receipt = (totalYen: number, rule: 'plan-price' | 'ordinal') => ({
  lines: [
    { rule: 'plan-price' as const, label: 'Plan 5', yen: 1_000, taxMode: 'exclusive' as const },
    ...(rule === 'ordinal'
      ? [
          {
            rule: 'ordinal' as const,
            label: 'Plan 5',
            yen: -500,
            taxMode: 'exclusive' as const,
            percent: 50,
            paidPeriodNo: 2,
          },
        ]
      : []),
  ],
  taxes: [
    { ratePercent: 10, netYen: Math.round(totalYen / 1.1), taxYen: totalYen - Math.round(totalYen / 1.1) },
  ],
  netYen: Math.round(totalYen / 1.1),
  taxYen: totalYen - Math.round(totalYen / 1.1),
  totalYen,
});

/** Two charges: the price, then a period with a 50 % ordinal discount. */
export const preview: ChargeSchedulePreview = {
  freeTermEndsAt: '2026-12-05T15:00:00.000Z',
  charges: [
    {
      paidPeriodNo: 1,
      chargeAt: '2026-12-05T15:00:00.000Z',
      periodStart: '2026-12-05T15:00:00.000Z',
      periodEnd: '2027-01-05T15:00:00.000Z',
      receipt: receipt(1_100, 'plan-price'),
    },
    {
      paidPeriodNo: 2,
      chargeAt: '2027-01-05T15:00:00.000Z',
      periodStart: '2027-01-05T15:00:00.000Z',
      periodEnd: '2027-02-05T15:00:00.000Z',
      receipt: receipt(550, 'ordinal'),
    },
  ],
};
