import type { companyAdminRoutes, serviceRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { companiesDepsOf } from './companies-deps.ts';
import {
  companyAdmins,
  companyDetail,
  listCompanies,
  rotateApiKey,
  updateCompany,
} from './company-service.ts';
import { createCompany } from './create-company-service.ts';
import { inviteServiceAdmin, removeServiceAdmin, serviceAdmins } from './service-admins-service.ts';
import { addService, deleteService, listServices, serviceDetail, updateService } from './services-service.ts';

export function companyAdminHandlers(app: FastifyInstance): RouteHandlers<typeof companyAdminRoutes> {
  const deps = companiesDepsOf(app);
  const { db } = deps;
  return {
    companyPage: async ({ actor, query }) => listCompanies(db, actor, query),
    companyDetail: async (call) => companyDetail(db, call, call.params.id),
    companyAdmins: async (call) => companyAdmins(db, call, call.params.id),
    companyAdd: async ({ who, body }) => createCompany(deps, who, body),
    companyUpdate: async (call) => updateCompany(deps, call, call.params.id, call.body),
    companyApiKeyRotate: async (call) => rotateApiKey(db, call, call.params.id),
  };
}

export function serviceHandlers(app: FastifyInstance): RouteHandlers<typeof serviceRoutes> {
  const deps = companiesDepsOf(app);
  const { db } = deps;
  return {
    serviceList: async (call) => listServices(db, call, call.query.companyId),
    serviceDetail: async (call) => serviceDetail(db, call, call.params.id),
    serviceAdd: async (call) => addService(db, call, call.body),
    serviceUpdate: async (call) => updateService(db, call, call.params.id, call.body),
    serviceDelete: async (call) => deleteService(db, call, call.params.id),
    serviceAdmins: async (call) => serviceAdmins(deps, call, call.params.id),
    serviceAdminInvite: async (call) => inviteServiceAdmin(deps, call, call.params.id, call.body),
    serviceAdminRemove: async (call) => removeServiceAdmin(deps, call, call.params.id, call.params.userId),
  };
}
