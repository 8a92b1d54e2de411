import { readdirSync, readFileSync } from 'node:fs';

/** Fields of /proc/PID/stat after the command name: [state, ppid, ...]; utime is index 11. */
function statFields(pid: number | string) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by a process (user + system), from /proc. */
export function cpuSeconds(pid: number) {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/**
 * CPU seconds of the whole PostgreSQL cluster so far: the postmaster's own and its ended
 * children's (cutime, cstime), plus every live backend's. Monotonic, although backends come
 * and go. Counts every client's work, not only this bench's.
 */
export function postgresCpuSeconds() {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return [];
        const fields = statFields(pid);
        return fields ? [{ pid, ppid: fields[1]!, fields }] : [];
      } catch {
        return []; // The process ended while we looked.
      }
    });
  const pids = new Set(processes.map((p) => p.pid));
  let ticks = 0;
  for (const { ppid, fields } of processes) {
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as number[];
    ticks += utime! + stime!;
    if (!pids.has(ppid)) ticks += cutime! + cstime!;
  }
  return ticks / 100;
}
