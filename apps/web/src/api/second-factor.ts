import type { SecondFactorStep } from '@hondana/contract';
import { callApi } from './client.ts';

/**
 * The staff's second factor by the contract's route names: the admin login's code step and required
 * setup (no session yet: the challenge of the step), and the signed-in account's own authenticator.
 */
export const verifySecondFactor = (
  step: Pick<SecondFactorStep, 'challengeToken'>,
  answer: { code: string } | { recoveryCode: string },
) => callApi('secondFactorVerify', { body: { challengeToken: step.challengeToken, ...answer } });

export const startRequiredEnrolment = (challengeToken: string) =>
  callApi('secondFactorChallengeEnrolment', { body: { challengeToken } });

export const confirmRequiredEnrolment = (challengeToken: string, code: string) =>
  callApi('secondFactorChallengeEnrolmentConfirm', { body: { challengeToken, code } });

export const secondFactorStatus = () => callApi('secondFactorStatus');

export const startOwnEnrolment = () => callApi('secondFactorEnrolmentStart');

export const confirmOwnEnrolment = (code: string) =>
  callApi('secondFactorEnrolmentConfirm', { body: { code } });

export const regenerateRecoveryCodes = (code: string) =>
  callApi('secondFactorRecoveryCodes', { body: { code } });

export const removeOwnFactor = (password_hash: string) =>
  callApi('secondFactorRemove', { body: { password_hash } });
