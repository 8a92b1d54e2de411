import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { createOutboxMailer, createSmtpMailer } from './modules/mail/mailer.js';
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
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db);
  const app = await buildApp({ config, database, mailer });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await mailer.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
