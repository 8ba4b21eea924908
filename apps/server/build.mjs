// Bundles the server into dist/server.js and the admin, seed, backup and restore commands into
// dist/<name>.js (npm packages stay external) and copies the migrations beside them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@toko/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    seed: 'src/cli/seed.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // Its own file: the QRIS picture is drawn on a worker thread (modules/payment/qris-png-drawer.ts).
    'qris-png-worker': 'src/modules/payment/qris-png-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules imported with import() stay in chunks of their own, loaded when first used.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/db/create-pglite-cluster.child.mjs', 'dist/create-pglite-cluster.child.mjs');
