import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo.js';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config, pino({ level: config.logLevel, name: 'database' }));
  const seeded = await prepareDatabase(database, config);
  const app = await buildApp({ config, database });

  // Shutdown: readiness answers 503 at once, so the load balancer stops sending new requests;
  // after SHUTDOWN_DRAIN_MS (still serving meanwhile) the server closes and waits for in-flight
  // requests. Repeated signals are ignored (a supervisor may signal the whole process group).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.startDraining();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: readiness answers 503');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info('closing: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
  // Started by scripts/start.mjs with an IPC channel: when it dies, so do we.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => void shutdown('parent exited'));
  }

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, database.kind, seeded.createdUsers);
}

function printWelcome(config: Config, dbKind: string, createdUsers: boolean) {
  const lines = [
    '',
    `Net Hub is serving at ${config.publicUrl} (database: ${dbKind})`,
    `API reference: ${config.publicUrl}/api/docs`,
  ];
  if (config.env !== 'production' && !config.smtpUrl)
    lines.push(`Mailbox (development): ${config.publicUrl}/dev/mailbox`);
  if (config.seedDemo) {
    lines.push(createdUsers ? 'Demo logins (just created):' : 'Demo logins:');
    for (const login of DEMO_LOGINS)
      lines.push(`  ${login.email} / ${DEMO_PASSWORD}  (${login.role})`);
  }
  console.log(lines.join('\n') + '\n');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
