import { z } from 'zod';
import { auditEventSchema, auditHistoryQuerySchema, auditPageQuerySchema } from '../api/audit.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['audit'] as const;
const errors = [401, 403, 404] as const;
const reach =
  'A company admin reads their company’s changes, a service admin those of their service (not the company-wide ones), a system admin every change (or one company’s, naming `companyId`).';

/** The audit trail: who changed what, when and from where. */
export const auditRoutes = {
  auditPage: defineRoute({
    method: 'GET',
    path: '/audit/page',
    tenant: 'optional',
    access: 'audit.read',
    query: auditPageQuerySchema,
    response: pageSchema(auditEventSchema),
    errors,
    tags,
    summary: 'Recorded changes by page, newest first (entity, entity id, actor, action, date range)',
    description: `${reach} \`from\` after \`to\` is 400 (code 101).`,
  }),
  auditHistory: defineRoute({
    method: 'GET',
    path: '/audit/history',
    tenant: 'optional',
    access: 'audit.read',
    query: auditHistoryQuerySchema,
    response: z.array(auditEventSchema),
    errors,
    tags,
    summary: 'The changes of one entity, newest first (at most 100): the history of a detail screen',
    description: reach,
  }),
  auditExport: defineRoute({
    method: 'GET',
    path: '/audit/export',
    tenant: 'optional',
    access: 'audit.export',
    query: auditPageQuerySchema.omit({ page: true, size: true }),
    response: null,
    errors,
    tags,
    summary: 'Recorded changes as CSV (UTF-8 with a byte-order mark), same filters as the page, oldest first',
    description: reach,
  }),
};
