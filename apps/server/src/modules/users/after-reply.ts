import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started once the answer is on its way: mail delivery, and the whole forgot-password lookup, so
 * that neither the answer nor its timing depends on whether an address exists or an SMTP server is
 * slow. Failures are logged (and recorded on the mail's outbox row); closing the app waits for the rest.
 */
export class AfterReply {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => {},
        (error: unknown) => this.log.error({ err: error }, `${what} failed`),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves when everything started so far has finished. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
