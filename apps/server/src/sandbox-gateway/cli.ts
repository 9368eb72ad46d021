/**
 * The sandbox payment gateway as a process of its own (`npx tsx apps/server/src/sandbox-gateway/cli.ts`):
 * for a Hondana server started with SANDBOX_GATEWAY_URL, so that killing the server keeps the sandbox's
 * record. SANDBOX_GATEWAY_PORT (default 3302, 0: any free port) and PUBLIC_URL (the portal whose origins
 * may call the token APIs, default http://localhost:3000).
 */
import { portalOriginsOf } from './portal-origins.ts';
import { startSandboxGateway } from './sandbox-gateway.ts';

const port = Number(process.env.SANDBOX_GATEWAY_PORT ?? '3302');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('SANDBOX_GATEWAY_PORT: must be a port number');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production') {
  console.error('The sandbox payment gateway takes no real money; it does not run with NODE_ENV=production.');
  process.exit(1);
}
const sandbox = await startSandboxGateway({
  port,
  allowOrigin: portalOriginsOf(process.env.PUBLIC_URL ?? 'http://localhost:3000'),
});
console.log(`Sandbox payment gateway ready: ${sandbox.url}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
