// Preloaded into the server by `bench:statements` (node --import): counts the SQL statements the
// server sends to PostgreSQL, by text, and writes the tally to BENCH_STATEMENTS_FILE every 50 ms.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = require('pg');
const file = process.env.BENCH_STATEMENTS_FILE;
const byText = new Map();
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (text) {
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 160);
    byText.set(key, (byText.get(key) ?? 0) + 1);
  }
  return send.call(this, config, ...rest);
};
// Written aside, then renamed: a reader never sees half a file.
if (file)
  setInterval(() => {
    writeFileSync(`${file}.next`, JSON.stringify([...byText]));
    renameSync(`${file}.next`, file);
  }, 50).unref();
