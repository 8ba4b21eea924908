// Another process's CPU time so far (user + system, all its threads), from /proc/<pid>/stat
// (Linux): steadier than a throughput ratio when the load generator shares the cores.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** The process's CPU time so far, in microseconds (to the kernel's tick, usually 10 ms). */
export function cpuMicroseconds(pid) {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}
