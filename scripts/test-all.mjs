// `npm test`: every suite runs, even after one fails, and the summary names each failure.
import { spawnSync } from 'node:child_process';

const suites = ['@nethub/contract', '@nethub/server', '@nethub/web'];
const results = suites.map((workspace) => {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', 'test', '-w', workspace], {
    stdio: 'inherit',
  });
  return {
    workspace,
    ok: status === 0,
    status: signal ?? status,
    seconds: (Date.now() - started) / 1000,
  };
});

console.log('\nnpm test:');
for (const { workspace, ok, status, seconds } of results)
  console.log(`  ${ok ? 'passed' : `FAILED (${status})`}  ${workspace}  ${seconds.toFixed(0)} s`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
