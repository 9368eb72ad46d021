import Fastify from 'fastify';
import pg from 'pg';

/**
 * The two yardsticks of bench/public-calls.ts, each run as its own process:
 * - `bare`: Fastify answering a small constant JSON object;
 * - `query`: Fastify plus one indexed PostgreSQL query per request (primary-key look-up of a company,
 *   through the pg driver with a pool of 10 like Hondana's), answering the row as JSON.
 * Usage: BASELINE=bare|query PORT=… [DATABASE_URL=…] tsx bench/baseline-server.ts
 */
const mode = process.env.BASELINE;
const port = Number(process.env.PORT);
if ((mode !== 'bare' && mode !== 'query') || !port)
  throw new Error('BASELINE=bare|query and PORT are needed');

const app = Fastify({ logger: false });
if (mode === 'bare') {
  app.get('/', async () => ({ status: 200, data: { id: 1, name: 'bare' } }));
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const [first] = (await pool.query<{ id: number }>('select min(id) as id from companies')).rows;
  const id = first?.id ?? 1;
  app.get('/', async () => {
    const result = await pool.query('select id, name, domain from companies where id = $1', [id]);
    return { status: 200, data: result.rows[0] };
  });
  app.addHook('onClose', () => pool.end());
}
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
