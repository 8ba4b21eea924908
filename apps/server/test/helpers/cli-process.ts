import { spawn } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(import.meta.dirname, '../../src/cli');

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a command of `src/cli` (`admin`, `backup`, `restore`, `seed`) as a real process, its
 * TypeScript source through tsx, with only PATH and the given environment.
 */
export function cliProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(CLI, `${command}.ts`), ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
