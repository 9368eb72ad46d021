/** A failed call: `status` is the envelope's result code (0 when no response arrived). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly data: unknown,
    readonly path: string,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  get hasResponse(): boolean {
    return this.status !== 0;
  }
}
