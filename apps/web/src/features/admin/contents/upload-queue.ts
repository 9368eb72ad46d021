import type { MetadataField } from './file-metadata/file-metadata.ts';
import type { MetadataOutcome } from './file-metadata/read-file-metadata.ts';

/**
 * The files of the upload dialog and where each one is (status progressing 0,
 * success 1, error 2, with the rounded percent and the name). Before sending, a file is `ready` and
 * its title can still be changed.
 */
export const UploadStatus = {
  READY: 'ready',
  PROGRESSING: 'progressing',
  SUCCESS: 'success',
  ERROR: 'error',
} as const;
export type UploadStatus = (typeof UploadStatus)[keyof typeof UploadStatus];

/** The numbers of the statuses of a file that has been sent. */
export const SEED_STATUS_NUMBER: Partial<Record<UploadStatus, number>> = {
  progressing: 0,
  success: 1,
  error: 2,
};

/** The fields the upload form prefills from the file and lets the admin change before sending. */
export const DETAIL_FIELDS = [
  'author',
  'distributorName',
  'year',
  'description',
  'keywords',
  'series',
] as const satisfies readonly MetadataField[];
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Reading the file's own metadata: under way, done (prefilled), or not possible (and why). */
export type MetadataState = 'reading' | 'read' | 'locked' | 'unreadable';

export interface UploadItem {
  id: string;
  file: File;
  title: string;
  details: Record<DetailField, string>;
  metadata: MetadataState;
  status: UploadStatus;
  /** Rounded percent of the bytes sent. */
  percent: number;
  /** Catalogue key of the refusal (`api.error.760`, `validate.file.notAllowed`…). */
  errorKey: string | null;
  /** The content created, once the server has answered. */
  contentId: number | null;
}

export type UploadAction =
  | { type: 'added'; files: File[] }
  | { type: 'titleChanged'; id: string; title: string }
  | { type: 'detailChanged'; id: string; field: DetailField; value: string }
  | { type: 'metadataRead'; id: string; outcome: MetadataOutcome }
  | { type: 'removed'; id: string }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; percent: number }
  | { type: 'succeeded'; id: string; contentId: number }
  | { type: 'failed'; id: string; errorKey: string }
  | { type: 'clearedFinished' };

export const ACCEPTED_EXTENSIONS = ['.pdf', '.epub'] as const;

/** Whether the name ends in .pdf or .epub (the server still decides by the bytes: 761). */
export const hasAcceptedExtension = (name: string) =>
  ACCEPTED_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** The title a file gets by default: its name without the extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.trim().slice(0, 255) || name.slice(0, 255);
}

const noDetails = (): Record<DetailField, string> =>
  Object.fromEntries(DETAIL_FIELDS.map((field) => [field, ''])) as Record<DetailField, string>;

/**
 * The item once its file is read: the file's values fill what the admin has left as it was (the
 * title while it is still the file name's, the details while empty).
 */
function withMetadata(item: UploadItem, outcome: MetadataOutcome): UploadItem {
  if (!outcome.ok) return { ...item, metadata: outcome.reason };
  const { metadata } = outcome;
  const details = { ...item.details };
  for (const field of DETAIL_FIELDS) {
    const value = metadata[field];
    if (value && details[field] === '') details[field] = value;
  }
  const keepTitle = item.title !== titleFromFileName(item.file.name) || !metadata.title;
  return {
    ...item,
    title: keepTitle ? item.title : (metadata.title ?? item.title),
    details,
    metadata: 'read',
  };
}

let sequence = 0;
const nextId = () => `upload-${++sequence}`;

function update(items: UploadItem[], id: string, change: (item: UploadItem) => UploadItem | null) {
  return items.flatMap((item) => {
    if (item.id !== id) return [item];
    const next = change(item);
    return next ? [next] : [];
  });
}

export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.files.map((file): UploadItem => {
          const accepted = hasAcceptedExtension(file.name);
          return {
            id: nextId(),
            file,
            title: titleFromFileName(file.name),
            details: noDetails(),
            metadata: accepted ? 'reading' : 'unreadable',
            status: accepted ? UploadStatus.READY : UploadStatus.ERROR,
            percent: 0,
            errorKey: accepted ? null : 'validate.file.notAllowed',
            contentId: null,
          };
        }),
      ];
    case 'titleChanged':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.READY ? { ...item, title: action.title } : item,
      );
    case 'detailChanged':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.READY
          ? { ...item, details: { ...item.details, [action.field]: action.value } }
          : item,
      );
    case 'metadataRead':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.READY && item.metadata === 'reading'
          ? withMetadata(item, action.outcome)
          : item,
      );
    case 'removed':
      return update(items, action.id, (item) => (item.status === UploadStatus.PROGRESSING ? item : null));
    case 'started':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.READY ? { ...item, status: UploadStatus.PROGRESSING, percent: 0 } : item,
      );
    case 'progressed':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.PROGRESSING
          ? { ...item, percent: Math.max(item.percent, Math.min(100, Math.round(action.percent))) }
          : item,
      );
    case 'succeeded':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.PROGRESSING
          ? { ...item, status: UploadStatus.SUCCESS, percent: 100, contentId: action.contentId }
          : item,
      );
    case 'failed':
      return update(items, action.id, (item) =>
        item.status === UploadStatus.PROGRESSING || item.status === UploadStatus.READY
          ? { ...item, status: UploadStatus.ERROR, errorKey: action.errorKey }
          : item,
      );
    case 'clearedFinished':
      return items.filter(
        (item) => item.status === UploadStatus.READY || item.status === UploadStatus.PROGRESSING,
      );
  }
}
