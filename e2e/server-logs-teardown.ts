import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorLines, nonJsonLinesAfterReady, READY_LINE } from './fixtures/shipped-server';

/**
 * After every e2e run: the servers the specs used logged as shipped, so their logs must hold
 * only JSON lines after the ready line, none at error or fatal level.
 */
export default function checkServerLogs(): void {
  const folder = process.env.E2E_LOG_DIR;
  if (!folder) throw new Error('E2E_LOG_DIR is not set (playwright.config.ts sets it)');
  const problems: string[] = [];
  const files = readdirSync(folder).filter((name) => name.endsWith('.log'));
  for (const name of files) {
    const output = readFileSync(join(folder, name), 'utf8');
    if (!output.includes(READY_LINE)) problems.push(`${name}: no ready line`);
    for (const line of nonJsonLinesAfterReady(output)) problems.push(`${name}: not JSON: ${line}`);
    for (const line of errorLines(output)) problems.push(`${name}: error: ${line}`);
  }
  if (files.length === 0) problems.push(`no server log in ${folder}`);
  if (problems.length > 0) {
    throw new Error(`The e2e servers' logs:\n${problems.slice(0, 20).join('\n')}`);
  }
  console.log(`server logs: ${files.length} files, JSON only, no error lines (${folder})`);
}
