import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The restricted-path errors ESLint gives `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads ESLint's whole configuration and its TypeScript parser: seconds on a busy
// 2-core machine running other test files beside it.
describe('server layers (docs/architecture.md, "Server layers")', { timeout: 30_000 }, () => {
  it.each([
    ['settings', 'apps/server/src/shop-config.ts', 'infrastructure', './db/schema'],
    ['infrastructure', 'apps/server/src/db/x.ts', 'modules', '../modules/payment/routes'],
    ['infrastructure', 'apps/server/src/storage/x.ts', 'shared machinery', '../http/app-error'],
    [
      'shared machinery',
      'apps/server/src/http/x.ts',
      'modules',
      '../modules/idempotency/idempotent',
    ],
    ['shared machinery', 'apps/server/src/lib/x.ts', 'entry points', '../app'],
    ['modules', 'apps/server/src/modules/orders/x.ts', 'entry points', '../../app'],
  ])('the %s floor (%s) may not import %s: %s', async (floor, filePath, _above, path) => {
    const errors = await layerErrors(
      filePath,
      `import * as above from '${path}';\nexport { above };\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`The server's ${floor} floor imports nothing above it`);
  });

  it.each([
    ['modules', 'apps/server/src/modules/orders/x.ts', '../uploads/draft-token'],
    ['shared machinery', 'apps/server/src/http/x.ts', '../db/database-unavailable'],
    ['infrastructure', 'apps/server/src/db/x.ts', '../config'],
    ['entry points', 'apps/server/src/app.ts', './modules/payment/routes'],
  ])('the %s floor imports what lies below it: %s', async (_floor, filePath, path) => {
    expect(
      await layerErrors(filePath, `import * as below from '${path}';\nexport { below };\n`),
    ).toEqual([]);
  });
});

describe('server routes', () => {
  it('parse and answer: no route file opens a transaction, a service does', () => {
    const modules = 'apps/server/src/modules';
    const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('routes.ts'))
      .map((path) => join(modules, path));
    expect(routeFiles.length).toBeGreaterThan(5);
    const withTransactions = routeFiles.filter((file) =>
      readFileSync(file, 'utf8').includes('.transaction('),
    );
    expect(withTransactions).toEqual([]);
  });
});
