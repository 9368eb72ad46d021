import type { viewerRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { downloadSpec } from './download-spec.ts';
import { findInBook } from './find-in-book.ts';
import { saveReadingProgress } from './reading-progress.ts';
import { shareDetail } from './share-detail.ts';
import { addShareLink, listShareLinks, removeShareLink, type ShareLinkDeps } from './share-links.ts';
import { shareSealKeyOf } from './share-token-seal.ts';
import { sendViewerFile } from './viewer-file.ts';
import { sendViewerFirstPage } from './viewer-first-page.ts';
import { viewerTokenKeyOf } from './viewer-token-codec.ts';
import { issueViewerToken, renewViewerToken, type ViewerDeps } from './viewer-token-service.ts';

export function viewerHandlers(app: FastifyInstance): RouteHandlers<typeof viewerRoutes> {
  const { db, storage, masterKey } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  const deps: ViewerDeps = { db, clock, tokenKey: viewerTokenKeyOf(masterKey) };
  const shareDeps: ShareLinkDeps = { db, clock, sealKey: shareSealKeyOf(masterKey) };
  return {
    viewerToken: async ({ tenant, session, query, request }) =>
      issueViewerToken(deps, tenant, session, query, request),
    viewerTokenRenew: async ({ tenant, body }) => renewViewerToken(deps, tenant, body.token),
    viewerFile: async ({ request, reply, params }) =>
      sendViewerFile({ ...deps, storage, masterKey }, request, reply, params.token),
    viewerFirstPage: async ({ reply, params }) =>
      sendViewerFirstPage({ ...deps, storage, masterKey }, reply, params.token),
    readingProgress: async ({ tenant, body }) => saveReadingProgress(deps, tenant, body),
    findInBook: async ({ tenant, body }) => findInBook(deps, tenant, body),
    downloadSpec: async ({ tenant, session, query }) => downloadSpec(deps, tenant, session, query),
    shareLinkAdd: async (call) => addShareLink(shareDeps, call, call.body),
    shareLinkList: async (call) => listShareLinks(shareDeps, call, call.query.content_id),
    shareLinkDelete: async (call) => {
      await removeShareLink(shareDeps, call, call.params.id);
      return { accepted: true };
    },
    shareDetail: async ({ tenant, query, request }) => shareDetail(db, clock, tenant, query.token, request),
  };
}
