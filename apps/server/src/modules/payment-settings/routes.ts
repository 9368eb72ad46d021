import type { paymentSettingsRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import type { GatewayDeps } from '../payments/gateways/gateway-for-company.ts';
import {
  readPaymentSettings,
  saveGmoSettings,
  saveMemberIdSettings,
  saveVeritransSettings,
  updatePaymentSettings,
} from './payment-settings-service.ts';
import { checkMemberIdSettings } from './verify-member-id.ts';
import { checkGmoSettings, checkVeritransSettings } from './verify-settings.ts';

export function paymentSettingsHandlers(app: FastifyInstance): RouteHandlers<typeof paymentSettingsRoutes> {
  const { db, masterKey, config } = app.deps;
  const gateways: GatewayDeps = { db, masterKey, config };
  return {
    paymentSettings: async (call) => readPaymentSettings(db, call, call.query.companyId),
    paymentSettingsUpdate: async (call) => updatePaymentSettings(db, call, call.body),
    veritransSettingsCheck: async (call) => checkVeritransSettings(gateways, call, call.body),
    veritransSettingsUpdate: async (call) => saveVeritransSettings(db, masterKey, call, call.body),
    gmoSettingsCheck: async (call) => checkGmoSettings(gateways, call, call.body),
    gmoSettingsUpdate: async (call) => saveGmoSettings(db, masterKey, call, call.body),
    memberIdSettingsCheck: async (call) => checkMemberIdSettings(gateways, call, call.body),
    memberIdSettingsUpdate: async (call) => saveMemberIdSettings(db, masterKey, call, call.body),
  };
}
