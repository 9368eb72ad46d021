import type { ContentAdmin } from '@hondana/contract';
import type { ContentFileRow, ContentRow } from './content-repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Cover address; `v` (the file's version) changes with the file, so the image can be cached for long. */
export const coverUrlOf = (elementId: string, version: number, size: 'large' | 'small') =>
  `/api/v1/content/cover/${elementId}/${size}?v=${version}`;

export interface ContentLinks {
  groupIds: number[];
  hashtags: string[];
  current: ContentFileRow | undefined;
  pending: ContentFileRow | undefined;
}

/** A content as administrators see it. */
export function presentContent(row: ContentRow, links: ContentLinks): ContentAdmin {
  const { current, pending } = links;
  const withCover = current?.coverMimeType ? current : undefined;
  return {
    id: row.id,
    elementId: row.elementId,
    contentCode: row.contentCode,
    serviceId: row.serviceId,
    title: row.title,
    author: row.author,
    distributorName: row.distributorName,
    year: row.year,
    description: row.description,
    toc: row.toc,
    keywords: row.keywords,
    series: row.series,
    param1: row.param1,
    param2: row.param2,
    param3: row.param3,
    param4: row.param4,
    param5: row.param5,
    print: row.printable,
    enableViewBook: row.enableViewBook,
    viewOnline: row.viewOnline,
    loginRequired: row.loginRequired,
    refCode: row.refCode,
    contentGroupIds: links.groupIds,
    hashtags: links.hashtags,
    state: row.state,
    failureCode: row.failureCode,
    published: row.published,
    fileKind: current?.fileKind ?? null,
    fileName: current?.originalName ?? null,
    pageCount: current?.pageCount ?? null,
    coverUrl: withCover ? coverUrlOf(row.elementId, withCover.version, 'large') : null,
    coverThumbnailUrl: withCover ? coverUrlOf(row.elementId, withCover.version, 'small') : null,
    pendingFile: pending
      ? {
          version: pending.version,
          state: pending.state,
          failureCode: pending.failureCode,
          originalName: pending.originalName,
          sizeBytes: pending.sizeBytes,
          uploadedAt: pending.createdAt.toISOString(),
        }
      : null,
    uploadedAt: iso(current?.createdAt ?? row.uploadedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
