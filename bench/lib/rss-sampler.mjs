// Another process's resident memory (VmRSS in /proc/<pid>/status, Linux), sampled on a timer.
import { readFileSync } from 'node:fs';

const MiB = 1024 * 1024;

/** The process's resident memory now, in MiB. */
export function residentMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return (Number(kilobytes[1]) * 1024) / MiB;
}

/** Samples every `everyMs` from now; `stop()` gives the memory at the start and the peak. */
export function sampleResident(pid, everyMs = 100) {
  const before = residentMiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, residentMiB(pid));
      return { before, peak };
    },
  };
}
