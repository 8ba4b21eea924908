// Runs the checks and suites of `npm test` and `.ci/run`, and counts what passed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const REPORT_DIR = 'test-results';

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * A check (format, lint, typecheck, build) counts as one test. Its output is kept and printed
 * whole when it ends, since others run beside it.
 */
function runQuietCheck({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    // A check that cannot start fails, as spawnSync reported it, instead of ending npm test.
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n── ${name}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
      resolve({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
    });
  });
}

/**
 * Checks that do not depend on each other (format, lint, typecheck, build), one per core: each
 * is one process on one core, so on 2 cores they take about half the time run in a row. The
 * results come back in the order given.
 */
export async function runChecksSideBySide(checks) {
  const results = new Array(checks.length);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const index = next++;
      results[index] = await runQuietCheck(checks[index]);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, lane));
  return results;
}

/** Vitest with its JSON report: counts every test. */
export function runVitest(name, args, env) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const output = `${REPORT_DIR}/${name.replace(/\W+/g, '-')}.json`;
  rmSync(output, { force: true });
  console.log(`\n── ${name}`);
  const { ok, seconds } = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    env,
  );
  if (!existsSync(output)) return { name, passed: 0, failed: 1, skipped: 0, seconds };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  const described = (keep) =>
    report.testResults.flatMap((file) =>
      file.assertionResults
        .filter(keep)
        .map((test) =>
          failureLine(
            `${relative(process.cwd(), file.name)}: ${test.fullName}`,
            test.failureMessages?.[0],
          ),
        ),
    );
  const failures = described((test) => test.status === 'failed');
  return {
    name,
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    failures,
  };
}

/** Playwright with its JSON report: counts every test. */
export function runPlaywright(name, args, env) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const output = `${REPORT_DIR}/${name.replace(/\W+/g, '-')}.json`;
  rmSync(output, { force: true });
  console.log(`\n── ${name}`);
  const { ok, seconds } = run('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (!existsSync(output)) return { name, passed: 0, failed: 1, skipped: 0, seconds };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const { stats } = report;
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  const failures = playwrightSpecs(report.suites)
    .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
    .map((spec) => {
      const results = spec.tests.flatMap((test) => test.results);
      const error = results.find((result) => result.error)?.error?.message;
      return failureLine(`${spec.file}: ${spec.title}`, error);
    });
  return {
    name,
    passed: stats.expected,
    failed,
    skipped: stats.skipped,
    seconds,
    failures,
  };
}

function playwrightSpecs(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites)]);
}

/** The test's name and the first line of its error, for the summary CI shows last. */
function failureLine(test, message = '') {
  const firstLine = stripVTControlCharacters(message).trim().split('\n')[0] ?? '';
  return `${test}\n         ${firstLine.slice(0, 300)}`;
}

/** `startedAt` (performance.now() at the start): the whole run's wall time is printed too. */
export function printSummary(results, { startedAt } = {}) {
  console.log('\n── Summary');
  for (const result of results) {
    const state = result.failed > 0 ? 'FAILED' : 'ok';
    console.log(
      `${state.padEnd(6)} ${result.name.padEnd(34)} ${result.passed} passed, ${result.failed} failed` +
        `${result.skipped ? `, ${result.skipped} skipped` : ''} (${result.seconds.toFixed(1)} s)`,
    );
  }
  const failures = results.flatMap((result) => result.failures ?? []);
  if (failures.length > 0) {
    console.log('\n── Failed tests');
    for (const failure of failures.slice(0, 20)) console.log(`FAILED ${failure}`);
    if (failures.length > 20) console.log(`… and ${failures.length - 20} more`);
    console.log('');
  }
  if (startedAt !== undefined) {
    const seconds = Math.round((performance.now() - startedAt) / 1000);
    console.log(`in all: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  const skipped = results.reduce((sum, result) => sum + result.skipped, 0);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed;
}
