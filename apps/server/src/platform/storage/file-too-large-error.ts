/** A write went over its `maxBytes`; the caller answers FILE_TOO_LARGE (760). */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}
