import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * Answers records as a CSV download: UTF-8 with a byte-order mark (Excel then reads Japanese right),
 * CRLF rows. A failure while streaming cuts the download, so the client never gets a file that looks
 * complete. Cells should already be guarded against formulas (formula-guard.ts).
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  records: Iterable<string[]> | AsyncIterable<string[]>,
) {
  const csv = pipeline(
    Readable.from(records),
    // A cell holding a bare \n or \r is quoted too: unquoted, a spreadsheet starts a new row there.
    stringify({ bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ }),
    () => {},
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}
