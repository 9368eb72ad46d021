import pg from 'pg';
import { TENANT_CHANGE_CHANNEL, type TenantCache } from './tenant-cache.ts';

/**
 * One dedicated connection (outside the pool) that LISTENs for tenant changes and hands them to the
 * cache. While it is connected the cache is live; when the connection fails the cache goes cold (every
 * read hits the database) and the listener reconnects with a growing delay (0.5 s … 30 s).
 */
export class TenantChangeListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryDelay = 500;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly cache: TenantCache,
    private readonly onProblem: (message: string) => void = () => {},
  ) {}

  /** Connects once; on failure the cache stays cold and retries continue in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.cache.setLive(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.connection, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === TENANT_CHANGE_CHANNEL) this.cache.invalidate(message.payload ?? '');
    });
    const lost = (reason: string) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.cache.setLive(false);
      client.end().catch(() => {});
      if (!this.stopped) {
        this.onProblem(`tenant cache: change notifications lost (${reason}); reading from the database`);
        this.scheduleRetry();
      }
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection closed'));
    try {
      await client.connect();
      await client.query(`listen ${TENANT_CHANGE_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      if (!this.stopped) {
        this.onProblem(
          `tenant cache: cannot listen (${(error as Error).message}); reading from the database`,
        );
        this.scheduleRetry();
      }
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelay = 500;
    // Listening from now on: anything cached before may have missed a change.
    this.cache.setLive(true);
  }

  private scheduleRetry(): void {
    this.retryTimer = setTimeout(() => void this.connect(), this.retryDelay);
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, 30_000);
  }

  /** Ends the connection as a network failure would (tests of the cold path). */
  simulateConnectionLoss(): void {
    this.client?.emit('error', new Error('simulated connection loss'));
  }
}
