import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// resolve() drops the trailing slash: ESLint's path zones do not match under '/work/main/'.
const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/** Lints `code` in place of the existing file at `filePath` (nothing is written) and returns the boundary errors. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads ESLint's whole configuration and its TypeScript parser: seconds on a busy
// 2-core machine running other test files beside it.
describe('import boundaries (ESLint)', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/home-page.tsx',
      "import { CataloguePage } from '@/features/catalogue/catalogue-page';\nexport const x = CataloguePage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports another feature')]);
  });

  it('allows a feature importing itself, shared components and contracts', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/home-page.tsx',
      [
        "import { formatRupiah } from '@toko/contracts';",
        "import { buttonClass } from '@/components/ui/button-variants';",
        "import { HomeHero } from './components/home-hero';",
        'export const x = [formatRupiah, buttonClass, HomeHero];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses web code importing server code', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/cn.ts',
      "import { loadConfig } from '../../../server/src/config';\nexport const x = loadConfig;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports server code')]);
  });

  it('refuses shared components importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/ui/button.tsx',
      "import { HomePage } from '@/features/home/home-page';\nexport const x = HomePage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('know no feature')]);
  });
});
