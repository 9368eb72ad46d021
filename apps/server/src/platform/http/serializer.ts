import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDeepFrozen } from '../tenancy/tenant-cache.ts';

type CompilerInput = Parameters<ReturnType<typeof createSerializerCompiler>>[0];

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * fastify-type-provider-zod's serializer (encode through the response schema, which checks the answer
 * and drops undeclared keys, then JSON.stringify), with one shortcut: the `data` of a success envelope
 * that the tenant cache deep-froze is encoded once and the text reused, since an object that cannot
 * change encodes the same every time. view-settings answers a 10 KB object on every page load; encoding
 * it through zod each time cost more than the rest of the request.
 */
export function serializerCompiler(input: CompilerInput): (data: unknown) => string {
  const full = zodSerializerCompiler(input);
  const dataSchema = envelopeDataSchema(input.schema);
  if (!dataSchema) return full;
  const encodeData = zodSerializerCompiler({ ...input, schema: dataSchema });
  const encoded = new WeakMap<object, string>();
  return (payload) => {
    const envelope = payload as { status?: unknown; data?: unknown } | null;
    const data = envelope?.data;
    if (envelope?.status !== 200 || !isDeepFrozen(data) || Object.keys(envelope).length !== 2) {
      return full(payload);
    }
    let text = encoded.get(data as object);
    if (text === undefined) {
      text = encodeData(data);
      encoded.set(data as object, text);
    }
    return `{"status":200,"data":${text}}`;
  };
}

/** The `data` schema of `successEnvelope(x)` = z.object({ status: z.literal(200), data: x }). */
function envelopeDataSchema(schema: unknown): z.ZodType | undefined {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | null)?.shape;
  const status = shape?.status as { def?: { type?: string; values?: unknown[] } } | undefined;
  if (!shape?.data || status?.def?.type !== 'literal' || status.def.values?.[0] !== 200) return undefined;
  if (Object.keys(shape).length !== 2) return undefined;
  return shape.data;
}
