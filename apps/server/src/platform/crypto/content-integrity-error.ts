export type ContentIntegrityProblem = 'missing' | 'format' | 'truncated' | 'tampered';

/**
 * A sealed content file that cannot be trusted: absent, not our format, cut short, or failing
 * authentication (changed bytes, chunks moved, another key). No plain byte of it is ever given out.
 */
export class ContentIntegrityError extends Error {
  constructor(
    readonly problem: ContentIntegrityProblem,
    detail: string,
  ) {
    super(`sealed content ${problem}: ${detail}`);
    this.name = 'ContentIntegrityError';
  }
}
