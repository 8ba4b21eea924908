import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature may import only itself, shared ui/lib code and contracts: never a sibling feature.
const featureIsolation = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; compose them in src/app.',
}));

// The server's floors, bottom first (docs/architecture.md, "Server layers"): a floor imports only
// the floors below it and its own.
const serverFloors = [
  {
    name: 'settings',
    paths: [
      'config.ts',
      'secrets.ts',
      'shop-config.ts',
      's3-url.ts',
      'backup-key-strength.ts',
      'qris',
    ],
  },
  { name: 'infrastructure', paths: ['db', 'storage'] },
  { name: 'shared machinery', paths: ['lib', 'http', 'app-deps.ts'] },
  { name: 'modules', paths: ['modules'] },
  { name: 'entry points', paths: ['app.ts', 'upload-slot-rules.ts', 'server.ts', 'cli'] },
];
const serverPath = (path) => `./apps/server/src/${path}`;
const serverLayers = serverFloors.slice(0, -1).map((floor, index) => {
  const above = serverFloors.slice(index + 1);
  return {
    target: floor.paths.map(serverPath),
    from: above.flatMap((higher) => higher.paths.map(serverPath)),
    message: `The server's ${floor.name} floor imports nothing above it (${above.map((higher) => higher.name).join(', ')}): see docs/architecture.md, "Server layers".`,
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation,
            ...serverLayers,
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports web code.',
            },
            {
              target: './packages/contracts',
              from: './apps',
              message: 'contracts is the shared base: it imports no app.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared components know no feature.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'Shared libraries know no feature.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                "Import zodResolver from '@/lib/zod-resolver': it makes zod speak Indonesian.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/zod-resolver.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'apps/*/scripts/**', 'apps/server/build.mjs', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
