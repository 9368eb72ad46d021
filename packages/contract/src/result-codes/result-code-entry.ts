export interface ResultCodeEntry {
  /** The result code sent as the envelope's `status`. */
  code: number;
  /** Symbolic name used by the server (`ResultCode.NAME`). */
  name: string;
  /** HTTP status of a response carrying this code. */
  http: number;
  /** What the code means, for developers; the user-facing text is `api.error.<code>` in packages/i18n. */
  meaning: string;
}
