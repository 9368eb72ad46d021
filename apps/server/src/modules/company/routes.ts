import type { companyRoutes, companySettingRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { cardTokenizerOf } from '../payments/gateways/card-tokenizer-of.ts';
import { getCompanyPublicDetail } from './service.ts';
import { companyUploadSetting, updateCompanyUploadSetting } from './upload-setting.ts';

export function companyHandlers(app: FastifyInstance): RouteHandlers<typeof companyRoutes> {
  return {
    companyPublicDetail: async ({ tenant }) => ({
      ...(await getCompanyPublicDetail(app.deps.db, tenant)),
      cardTokenizer: cardTokenizerOf(app.deps.config, tenant.company),
    }),
  };
}

export function companySettingHandlers(app: FastifyInstance): RouteHandlers<typeof companySettingRoutes> {
  const { db } = app.deps;
  return {
    companyUploadSetting: async (call) => companyUploadSetting(db, call, call.query.companyId),
    companyUploadSettingUpdate: async ({ actor, who, authorize, body }) =>
      updateCompanyUploadSetting(db, actor, who, authorize, body),
  };
}
