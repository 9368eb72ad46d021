import type { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { findUnsafeText, ResultCode, type RouteSpec, UNSAFE_TEXT_MESSAGE } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FileTooLargeError } from '../storage/file-too-large-error.ts';
import { appError, isAppError } from './app-error.ts';
import type { FieldError } from './error-handler.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-depth.ts';
import type { StagedUpload } from './staged-upload.ts';

/** The file part of an upload, as a stream that must be read (or destroyed) by the receiver. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  stream: Readable;
}

/** The JSON part sent as a file (a Blob of type application/json) is read whole up to this size. */
const JSON_PART_MAX_BYTES = 256 * 1024;

const fieldErrorsOf = (part: string, error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    rule: issue.code,
    message: issue.message,
  }));

const invalidJson = (name: string, message = 'invalid JSON') =>
  appError(ResultCode.BAD_REQUEST, { fields: [{ field: name, rule: 'json', message }] });

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** @fastify/multipart's refusal of a file above `limits.fileSize`. */
export const isFileTooLargeError = (error: unknown) => codeOf(error) === 'FST_REQ_FILE_TOO_LARGE';

/** The body ended (or the connection closed) before the multipart data did. */
const isCutShort = (error: unknown) =>
  ['FST_MP_PREMATURE_CLOSE', 'ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET'].includes(String(codeOf(error))) ||
  /unexpected end of multipart data|^aborted$/i.test((error as Error | null)?.message ?? '');

/** A failure met while reading the body, as the refusal the client is answered with. */
function refusalOf(error: unknown, dataPart: string | undefined): unknown {
  if (isAppError(error)) return error;
  if (isFileTooLargeError(error) || error instanceof FileTooLargeError)
    return appError(ResultCode.FILE_TOO_LARGE);
  if (isCutShort(error)) return appError(ResultCode.UPLOAD_INCOMPLETE);
  const code = codeOf(error);
  // A field sent with Content-Type application/json that does not parse: @fastify/multipart drops it.
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return invalidJson(dataPart ?? 'field');
  if (typeof code === 'string' && /^FST_(FILES|PARTS|FIELDS)_LIMIT$|^FST_PROTO_VIOLATION$/.test(code)) {
    return appError(ResultCode.BAD_REQUEST, { reason: code });
  }
  return error;
}

/**
 * Reads a multipart call declared with `upload` in the contract: the JSON part first (a plain field, a
 * field typed `application/json` or a file part of that name; parsed and checked against `uploadData`:
 * 400 with the fields, exactly like a JSON body), then the file part, handed to `receive` as a stream.
 * Nothing of the file is read before `receive` runs, so the receiver can refuse (limits, permissions)
 * before storing a byte. `receive` only stores the file: what it stages is committed once the whole body
 * has been read and accepted, and discarded when the body is refused (a part after the file, a second
 * file, a file above the limit, a body cut short: UPLOAD_INCOMPLETE). A missing file is FILE_NOT_FOUND.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  spec: Pick<RouteSpec, 'upload' | 'uploadData'>,
  receive: (data: unknown, file: UploadedFile) => Promise<StagedUpload<T>>,
): Promise<T> {
  if (!spec.upload) throw new Error('readUpload on a route without upload');
  if (!request.isMultipart())
    throw appError(ResultCode.BAD_REQUEST, { reason: 'multipart/form-data expected' });
  const staged = await readParts(request, spec, receive);
  return staged.commit();
}

async function readParts<T>(
  request: FastifyRequest,
  spec: Pick<RouteSpec, 'upload' | 'uploadData'>,
  receive: (data: unknown, file: UploadedFile) => Promise<StagedUpload<T>>,
): Promise<StagedUpload<T>> {
  const upload = spec.upload;
  if (!upload) throw new Error('readUpload on a route without upload');
  let data: unknown;
  let staged: { upload: StagedUpload<T>; file: MultipartFile } | undefined;
  let refusal: unknown;
  const takePart = async (part: Multipart): Promise<void> => {
    if (staged)
      throw appError(ResultCode.BAD_REQUEST, { reason: `unexpected part ${part.fieldname} after the file` });
    const isDataPart = upload.data !== undefined && part.fieldname === upload.data && data === undefined;
    if (part.type === 'field') {
      if (!isDataPart)
        throw appError(ResultCode.BAD_REQUEST, { reason: `unexpected part ${part.fieldname}` });
      // A field typed application/json arrives parsed (and is dropped, with an error at the end, if it does not parse).
      const json =
        part.mimetype === 'application/json' ? part.value : parseJson(part.fieldname, String(part.value));
      data = checkJsonPart(part.fieldname, json, spec.uploadData);
      return;
    }
    if (isDataPart) {
      data = checkJsonPart(part.fieldname, await readJsonFile(part), spec.uploadData);
      return;
    }
    if (part.fieldname !== upload.file) {
      throw appError(ResultCode.BAD_REQUEST, { reason: `unexpected file part ${part.fieldname}` });
    }
    if (upload.data && data === undefined) {
      throw appError(ResultCode.BAD_REQUEST, {
        reason: `the ${upload.data} part must come before the ${upload.file} part`,
      });
    }
    staged = {
      upload: await receive(data, { filename: part.filename, mimetype: part.mimetype, stream: part.file }),
      file: part,
    };
  };
  try {
    // Every part is read to the end of the body, a refused one too: what is staged waits for the verdict.
    for await (const part of request.parts()) {
      if (refusal === undefined) {
        try {
          await takePart(part);
        } catch (error) {
          refusal = error;
        }
      }
      if (part.type === 'file' && !part.file.readableEnded) part.file.resume();
    }
  } catch (error) {
    // How the body itself failed (cut short, over a limit) says more than what was refused in it.
    refusal = error;
  }
  if (refusal === undefined && staged?.file.file.truncated) refusal = appError(ResultCode.FILE_TOO_LARGE);
  if (refusal !== undefined) {
    await staged?.upload.discard();
    throw refusalOf(refusal, upload.data);
  }
  if (!staged) throw appError(ResultCode.FILE_NOT_FOUND, { field: upload.file });
  return staged.upload;
}

/** The JSON part sent as a file: read whole, up to JSON_PART_MAX_BYTES. */
async function readJsonFile(part: MultipartFile): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_PART_MAX_BYTES) throw invalidJson(part.fieldname, 'JSON part too large');
    chunks.push(chunk);
  }
  return parseJson(part.fieldname, Buffer.concat(chunks).toString('utf8'));
}

function parseJson(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw invalidJson(name);
  }
}

function checkJsonPart(name: string, json: unknown, schema: z.ZodType | undefined): unknown {
  // Before the recursive walks below, as the validator compiler does for JSON bodies.
  if (nestsDeeperThan(json, MAX_JSON_DEPTH)) {
    throw appError(ResultCode.BAD_REQUEST, {
      fields: [{ field: name, rule: 'max_depth', message: TOO_DEEP_MESSAGE }],
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
