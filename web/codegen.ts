import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../gateway/schema.gql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Plain strings keep the GraphQL parser out of the browser bundle.
        documentMode: 'string',
        enumType: 'string-literal',
        useTypeImports: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
