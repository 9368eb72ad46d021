import {
  receiptPdfParamsSchema,
  refundRequestSchema,
  refundResultSchema,
  transactionExportQuerySchema,
  transactionIdParamsSchema,
  transactionItemSchema,
  transactionPageQuerySchema,
} from '../api/transactions.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['transaction'] as const;
const reach =
  'A reader sees their own payments; a company admin the company’s, a service admin its service’s, a system admin every company’s (naming `companyId`).';

/** Payments, their receipts and refunds. `/transaction/page` is the seed's; the others are named by us. */
export const transactionRoutes = {
  transactionPage: defineRoute({
    method: 'GET',
    path: '/transaction/page',
    tenant: 'optional',
    access: 'transaction.read',
    query: transactionPageQuerySchema,
    response: pageSchema(transactionItemSchema),
    errors: [401, 403, 404],
    tags,
    summary:
      'Payments by page, newest first (period, status, kind, reader, keyword), with receipts and refunds',
    description: `${reach} \`from\` after \`to\` is 400 (code 101).`,
  }),
  transactionExport: defineRoute({
    method: 'GET',
    path: '/transaction/export',
    tenant: 'optional',
    access: 'transaction.export',
    query: transactionExportQuerySchema,
    response: null,
    errors: [401, 403, 404],
    tags,
    summary: 'Payments as CSV (UTF-8 with a byte-order mark), same filters as the page, oldest first',
    description: 'Admins only; the reach of the page.',
  }),
  transactionRefund: defineRoute({
    method: 'POST',
    path: '/transaction/refund/:id',
    tenant: 'optional',
    access: 'transaction.refund',
    params: transactionIdParamsSchema,
    body: refundRequestSchema,
    response: refundResultSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Refund a paid charge, whole or in part (integer yen, at most what remains), with a reason',
    description:
      'The billing day of the charge (Asia/Tokyo) voids it at the gateway, a later day returns the money. The refund key makes a repeat answer the first refund (877 when the key was used for another refund). A whole refund of the running period ends the subscription’s access. 868 when the payment is not the company’s, 878 when it is not a paid charge, 876 above what remains, 857 when the gateway refuses, 842 when its answer is unknown.',
  }),
  receiptPdf: defineRoute({
    method: 'GET',
    path: '/receipt/:transactionId/pdf',
    tenant: 'optional',
    access: 'transaction.read',
    params: receiptPdfParamsSchema,
    response: null,
    errors: [401, 403, 404],
    tags,
    summary: 'The receipt (qualified simplified invoice) or credit note of a payment, as PDF',
    description: `${reach} A download after the first is marked as a reissue. 868 when there is no such document.`,
  }),
};
