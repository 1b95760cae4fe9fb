// Shared jest setup: native ESM (NODE_OPTIONS=--experimental-vm-modules) with @swc/jest,
// decorators and their metadata on, workspace packages mapped to their TypeScript sources.
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';

const root = dirname(fileURLToPath(import.meta.url));

export function jestConfig(overrides = {}) {
  return {
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
    transform: {
      '^.+\\.ts$': ['@swc/jest', {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      }],
    },
    moduleNameMapper: {
      '^@ecp/contracts/messages$': `${root}/libs/contracts/src/messages.ts`,
      '^@ecp/(contracts|config|logger|telemetry|messaging|database|testing|runtime|reference-data|storage|cv-files)$': `${root}/libs/$1/src/index.ts`,
      '^@ecp/([a-z]+)-service$': `${root}/services/$1/src/index.ts`,
      '^@ecp/gateway$': `${root}/gateway/src/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testTimeout: 30_000,
    // Two workers, where jest would take one on the 2-core CI machine (its default is the cores less one): most suites wait
    // on PostgreSQL, the bus, an app starting or timers rather than on the CPU (identity 74 s → 44 s, embedded-host ~425 s
    // → ~180 s).
    maxWorkers: 2,
    ...overrides,
  };
}
