// The container health check: `node healthcheck.mjs live|ready` asks the server on this
// container's PORT and exits 0 when it answers 2xx. slim images have no curl; node has fetch.
// `ready` falls back to `live` on a server that does not have the readiness route (404).
const which = process.argv[2] === 'ready' ? 'ready' : 'live';
const base = `http://127.0.0.1:${process.env.PORT ?? 3000}/api/v1/health`;
const ask = (path) => fetch(`${base}/${path}`, { signal: AbortSignal.timeout(4000) });
try {
  let response = await ask(which);
  if (which === 'ready' && response.status === 404) response = await ask('live');
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
