import {
  companySettingQuerySchema,
  companyUploadSettingSchema,
  companyUploadSettingUpdateSchema,
} from '../api/company-settings.ts';
import { defineRoute } from './define-route.ts';

const tags = ['company'] as const;

/** Company-wide settings an administrator reads and changes (named by us in the style of the other routes). */
export const companySettingRoutes = {
  companyUploadSetting: defineRoute({
    method: 'GET',
    path: '/company/upload-setting/detail',
    tenant: 'optional',
    access: 'company.read',
    query: companySettingQuerySchema,
    response: companyUploadSettingSchema,
    errors: [401, 403, 404],
    tags,
    summary: 'Whether a new content of the company is published once processed or kept a draft',
    description: 'A system admin names `companyId`; a service admin reads its own company’s.',
  }),
  companyUploadSettingUpdate: defineRoute({
    method: 'PUT',
    path: '/company/upload-setting/update',
    tenant: 'optional',
    access: 'company.update',
    body: companyUploadSettingUpdateSchema,
    response: companyUploadSettingSchema,
    errors: [401, 403, 404],
    tags,
    summary: 'Publish new contents at once, or keep them as drafts',
    description:
      'Applies to contents added afterwards that do not say `published` themselves (uploads, contents added without a file, CSV rows with an empty or missing `published` cell). A system admin names `companyId`.',
  }),
};
