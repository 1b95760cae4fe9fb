import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.gen.ts', 'web/src/gql/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No focused tests.' }],
    },
  },
  projectBoundaryRules(),
  webSourceRules(),
);

// ---- every project: which project may import which (Nx tags in each package.json's `nx.tags`) ----
import nxPlugin from '@nx/eslint-plugin';

/**
 * The parts and their allowed imports (README, Architecture). Tags: `scope:shared` (browser-safe:
 * contracts, cv-files), `scope:server`, `scope:web`; `type:contracts`, `type:lib` (libs a client of the
 * services may use: config, logger, messaging, storage, cv-files), `type:service-lib` (a service's own
 * machinery: database, runtime, reference-data), `type:testing`, `type:service`, `type:gateway`,
 * `type:host` (the embedded host, the only project that imports every service and the gateway), `type:app` (web).
 * An import across projects by relative path, or of a project nothing allows, fails `npm run lint`.
 */
function projectBoundaryRules() {
  return {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { '@nx': nxPlugin },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // scripts/ is repo tooling, not a project: the distributed suites start processes through the same
          // launcher `npm run start:cluster` uses (it spawns the built apps; nothing of a project is imported).
          allow: ['../../../scripts/cluster.mjs'],
          enforceBuildableLibDependency: false,
          depConstraints: [
            // Web imports no server code: only the browser-safe shared libs.
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            // Contracts import nothing of ours.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            // Libs never import services, the gateway or the host.
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:testing'] },
            { sourceTag: 'type:service-lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:service-lib', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            // Services never import each other (they talk over the bus).
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:service-lib', 'type:testing'] },
            // The gateway imports contracts and client-side libs only: no service, no database, no runtime.
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:testing'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:service', 'type:gateway', 'type:contracts', 'type:lib', 'type:service-lib', 'type:testing'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
          ],
        },
      ],
    },
  };
}

// ---- web/src: feature zones, no import cycles, kebab-case names (docs/DEVELOPING.md, Web) ----
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';

/**
 * One-way imports in the SPA (bulletproof-react's zones): app/ composes features; a feature imports
 * only itself and the shared components/, hooks/, lib/ (and generated gql/); the shared layers import
 * no feature and no app code. A feature folder added later is covered without editing this list.
 */
function webSourceRules() {
  const root = import.meta.dirname;
  const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const shared = ['./web/src/components', './web/src/hooks', './web/src/lib'];
  return {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // TypeScript modules are read (without these, no-cycle would not follow .ts/.tsx imports at all).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/web/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((name) => ({
              target: `./web/src/features/${name}`,
              from: './web/src/features',
              except: [`./${name}`],
              message: 'Features do not import each other: move the shared piece to components/, hooks/ or lib/, or compose the features in app/.',
            })),
            { target: './web/src/features', from: './web/src/app', message: 'Features do not import app/: app/ composes them.' },
            { target: shared, from: ['./web/src/features', './web/src/app'], message: 'Shared components/, hooks/ and lib/ import no feature and no app code.' },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      // Paths are relative to where ESLint runs (the root, or web/ through nx).
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      // No barrel files.
      'check-file/no-index': 'error',
    },
  };
}
