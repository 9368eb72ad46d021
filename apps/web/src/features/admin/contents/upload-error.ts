import { ApiError } from '../../../api/api-error.ts';
import { UploadCancelled } from '../../../api/upload.ts';

/** The catalogue key that explains why an upload failed: the result code's text, or "cancelled". */
export function uploadErrorKey(error: unknown): string {
  if (error instanceof UploadCancelled) return 'contentAdmin.upload.cancelled';
  if (error instanceof ApiError && error.hasResponse) return `api.error.${error.status}`;
  return 'api.error.unknown';
}
