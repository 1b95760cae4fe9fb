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
  webSourceRules(),
);

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
