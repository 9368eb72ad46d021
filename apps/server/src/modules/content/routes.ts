import { type ContentFields, contentRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { readUpload } from '../../platform/http/upload-parts.ts';
import { streamCover } from './content-cover.ts';
import { addContent, contentDetail, contentPage, deleteContent, updateContent } from './content-service.ts';
import { stageContentFile, stageNewContent, type UploadDeps } from './upload-service.ts';

export function contentHandlers(app: FastifyInstance): RouteHandlers<typeof contentRoutes> {
  const { db, storage, jobs, config } = app.deps;
  const uploadDeps = (): UploadDeps => ({
    db,
    storage,
    jobs,
    masterKey: app.deps.masterKey,
    maxUploadBytes: config.maxUploadBytes,
  });
  return {
    contentPage: async (call) => contentPage(db, call, call.query),
    contentDetail: async (call) => contentDetail(db, call, call.params.id),
    contentUploadAdd: async (call) =>
      readUpload(call.request, contentRoutes.contentUploadAdd, (data, file) =>
        stageNewContent(uploadDeps(), call, data as ContentFields, file),
      ),
    contentReplaceFile: async (call) =>
      readUpload(call.request, contentRoutes.contentReplaceFile, (_data, file) =>
        stageContentFile(uploadDeps(), call, call.params.id, file),
      ),
    contentAdd: async (call) => addContent(db, call, call.body),
    contentUpdate: async (call) => updateContent(db, call, call.params.id, call.body),
    contentDelete: async (call) => {
      await deleteContent({ db, storage }, call, call.params.id);
      return { accepted: true };
    },
    contentCover: async ({ request, reply, params, query }) =>
      streamCover({ db, storage }, request, reply, params, query.v),
  };
}
