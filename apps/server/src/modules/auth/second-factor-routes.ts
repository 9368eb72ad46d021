import type { secondFactorRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { clientOf } from './routes.ts';
import type { SecondFactorDeps } from './second-factor-code.ts';
import {
  confirmChallengeEnrolment,
  startChallengeEnrolment,
  verifySecondFactor,
} from './second-factor-login.ts';
import { resetSecondFactor } from './second-factor-reset.ts';
import {
  confirmOwnEnrolment,
  regenerateRecoveryCodes,
  removeOwnFactor,
  secondFactorStatus,
  startOwnEnrolment,
} from './second-factor-self.ts';
import { companySecondFactorSetting, updateCompanySecondFactorSetting } from './second-factor-setting.ts';

export function secondFactorHandlers(app: FastifyInstance): RouteHandlers<typeof secondFactorRoutes> {
  const { db, jobs, masterKey, config } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  const deps: SecondFactorDeps = { db, clock, masterKey, jobs, publicUrl: config.publicUrl };
  return {
    secondFactorVerify: async ({ body, request }) => verifySecondFactor(deps, body, clientOf(request)),
    secondFactorChallengeEnrolment: async ({ body }) => startChallengeEnrolment(deps, body.challengeToken),
    secondFactorChallengeEnrolmentConfirm: async ({ body, request }) =>
      confirmChallengeEnrolment(deps, body, clientOf(request)),
    secondFactorStatus: async ({ session }) => secondFactorStatus(db, session),
    secondFactorEnrolmentStart: async ({ session }) => startOwnEnrolment(deps, session),
    secondFactorEnrolmentConfirm: async ({ session, body, request }) =>
      confirmOwnEnrolment(deps, session, body.code, clientOf(request)),
    secondFactorRecoveryCodes: async ({ session, body, request }) =>
      regenerateRecoveryCodes(deps, session, body.code, clientOf(request)),
    secondFactorRemove: async ({ session, body, request }) => {
      await removeOwnFactor(deps, session, body.password_hash, clientOf(request));
      return { accepted: true as const };
    },
    secondFactorReset: async ({ params, who, authorize }) => {
      await resetSecondFactor(db, clock, { ...who, clock }, authorize, params.userId);
      return { accepted: true as const };
    },
    companySecondFactorSetting: async (call) => companySecondFactorSetting(db, call, call.query.companyId),
    companySecondFactorSettingUpdate: async (call) =>
      updateCompanySecondFactorSetting(db, call, { ...call.who, clock }, call.body),
  };
}
