import type { Readable } from 'node:stream';
import { findUnsafeText, ResultCode, type RouteSpec, UNSAFE_TEXT_MESSAGE } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { appError } from './app-error.ts';
import type { FieldError } from './error-handler.ts';

/** The file part of an upload, as a stream that must be read (or destroyed) by the receiver. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  stream: Readable;
}

const fieldErrorsOf = (part: string, error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    rule: issue.code,
    message: issue.message,
  }));

/**
 * Reads a multipart call declared with `upload` in the contract: the JSON part first (parsed and checked
 * against `uploadData`: 400 with the fields, exactly like a JSON body), then the file part, handed to
 * `receive` as a stream. Nothing of the file is read before `receive` runs, so the receiver can refuse
 * (limits, permissions) before storing a byte. A missing file is FILE_NOT_FOUND (405); a second file or
 * an unknown part is BAD_REQUEST.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  spec: Pick<RouteSpec, 'upload' | 'uploadData'>,
  receive: (data: unknown, file: UploadedFile) => Promise<T>,
): Promise<T> {
  const upload = spec.upload;
  if (!upload) throw new Error('readUpload on a route without upload');
  if (!request.isMultipart())
    throw appError(ResultCode.BAD_REQUEST, { reason: 'multipart/form-data expected' });
  try {
    return await readParts(request, spec, receive);
  } catch (error) {
    // @fastify/multipart ends a file above `limits.fileSize` (MAX_UPLOAD_MB) with its own error.
    if (isFileTooLargeError(error)) throw appError(ResultCode.FILE_TOO_LARGE);
    throw error;
  }
}

async function readParts<T>(
  request: FastifyRequest,
  spec: Pick<RouteSpec, 'upload' | 'uploadData'>,
  receive: (data: unknown, file: UploadedFile) => Promise<T>,
): Promise<T> {
  const upload = spec.upload;
  if (!upload) throw new Error('readUpload on a route without upload');
  let data: unknown;
  let result: { value: T } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (!upload.data || part.fieldname !== upload.data || data !== undefined || result) {
        throw appError(ResultCode.BAD_REQUEST, { reason: `unexpected part ${part.fieldname}` });
      }
      data = parseJsonPart(upload.data, String(part.value), spec.uploadData);
      continue;
    }
    if (part.fieldname !== upload.file || result) {
      part.file.resume();
      throw appError(ResultCode.BAD_REQUEST, { reason: `unexpected file part ${part.fieldname}` });
    }
    if (upload.data && data === undefined) {
      part.file.resume();
      throw appError(ResultCode.BAD_REQUEST, {
        reason: `the ${upload.data} part must come before the ${upload.file} part`,
      });
    }
    result = {
      value: await receive(data, { filename: part.filename, mimetype: part.mimetype, stream: part.file }),
    };
  }
  if (!result) throw appError(ResultCode.FILE_NOT_FOUND, { field: upload.file });
  return result.value;
}

function parseJsonPart(name: string, text: string, schema: z.ZodType | undefined): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw appError(ResultCode.BAD_REQUEST, {
      fields: [{ field: name, rule: 'json', message: 'invalid JSON' }],
    });
  }
  const unsafe = findUnsafeText(json);
  if (unsafe.length > 0) {
    throw appError(ResultCode.BAD_REQUEST, {
      fields: unsafe.map((path) => ({
        field: [name, ...path].join('.'),
        rule: 'invalid_text',
        message: UNSAFE_TEXT_MESSAGE,
      })),
    });
  }
  if (!schema) return json;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw appError(ResultCode.BAD_REQUEST, { fields: fieldErrorsOf(name, parsed.error) });
  return parsed.data;
}

/** @fastify/multipart's refusal of a file above `limits.fileSize`. */
export const isFileTooLargeError = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
