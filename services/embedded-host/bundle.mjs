// Embedded mode's one-file bundle, dist/bundle/main.js (what `npm start` runs; scripts/lib.mjs `embeddedHostMain`):
// esbuild joins the compiled dist/main.js and the compiled dist/ of every workspace package and npm package it
// imports (some 3,300 modules) into one ES module, so a start no longer pays Node's resolution of each of them
// (package.json lookups and parses, stat calls). It bundles swc's output, not the TypeScript: esbuild does not emit
// the decorator metadata NestJS injects by. dist/main.js stays as it was and still runs unbundled.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

const projectDir = import.meta.dirname;
const outfile = join(projectDir, 'dist', 'bundle', 'main.js');

/** Kept out of the bundle and loaded from node_modules at run time: they find wasm, data, native or worker files beside their code. */
const runtimeFiles = [
  '@electric-sql/pglite', // postgres.wasm and its data file
  '@node-rs/argon2', // a native addon
  'pino', // its transports (pino-pretty with LOG_PRETTY) run in a worker thread started from pino's own files
];
/**
 * Optional packages NestJS, its GraphQL drivers and its transports load only when an app uses them (loadPackage):
 * not installed, and never loaded by this app; left as imports so the bundle builds (a load would fail as unbundled).
 */
const absentOptional = [
  '@apollo/gateway',
  '@apollo/subgraph',
  '@as-integrations/express5',
  '@fastify/view',
  '@mercuriusjs/gateway',
  '@nestjs/platform-express',
  '@nestjs/websockets',
  'amqp-connection-manager',
  'class-transformer',
  'class-validator',
  'ioredis',
  'kafkajs',
  'mqtt',
  'ts-morph',
];

/**
 * A CommonJS module of node_modules that uses __dirname or __filename (mercurius serves GraphiQL's files from its own
 * folder) keeps its own values: its folder, relative to the bundle's.
 */
const ownModulePaths = {
  name: 'own-module-paths',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      if (!/\b__(dirname|filename)\b/.test(code)) return undefined;
      const dir = relative(dirname(outfile), dirname(args.path));
      const paths = `var __dirname = __bundleJoin(__bundleDir, ${JSON.stringify(dir)}), __filename = __bundleJoin(__dirname, ${JSON.stringify(basename(args.path))});`;
      // On the first line, so the module's own lines keep their numbers.
      return { contents: `${paths}${source}`, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

// The CommonJS modules inside an ES module need a require (for Node's built-ins and the external packages).
const banner = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { join as __bundleJoin } from 'node:path';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __bundleDir = import.meta.dirname;',
].join('\n');

const started = performance.now();
const result = await build({
  entryPoints: [join(projectDir, 'dist', 'main.js')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // NestJS and @nestjs/graphql read class names (GraphQL type names, providers in messages): no renaming.
  keepNames: true,
  // V8 keeps the whole source in memory: without comments and indentation it is 9 MB instead of 13 (idle RSS ~375
  // against ~395 MB in A/B). Names stay, so a stack trace still names its functions; the source map places them.
  minifyWhitespace: true,
  // Linked, from the compiled files' own maps: a stack trace names the TypeScript source under --enable-source-maps.
  sourcemap: 'linked',
  sourcesContent: false,
  // Not tsconfig.base.json's paths, which map @ecp/* to their TypeScript sources: every package's dist/, as Node resolves them.
  tsconfigRaw: '{}',
  external: [...runtimeFiles, ...absentOptional],
  banner: { js: banner },
  plugins: [ownModulePaths],
  metafile: true,
  write: false,
  logLevel: 'warning',
});
const output = result.outputFiles.find((file) => file.path === outfile);
// V8 holds a script's source at one byte a character only when all of it is ASCII, else at two. esbuild escapes what
// is not ASCII in strings, not in a regular expression of one package (µs): escaping the rest keeps the source at one
// byte a character. (\uXXXX means the same character in a string, a regular expression or a name.)
const code = output.text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

// A path computed relative to a module (new URL('../x', import.meta.url)) would now be relative to the bundle: each
// owner finds its files from its package's directory instead (@ecp/config packageDir). Fail on any that is left.
const bannerLines = banner.split('\n').length;
const relativeToModule = code.split('\n').flatMap((line, index) =>
  index >= bannerLines && /new URL\(\s*["'`][^"'`]*["'`],\s*import\.meta\.url\s*\)|fileURLToPath\d*\(\s*import\.meta\.url\s*\)|import\.meta\.(dirname|filename|resolve)\b/.test(line)
    ? [`${index + 1}: ${line.trim().slice(0, 160)}`]
    : [],
);
if (relativeToModule.length > 0) {
  console.error(`dist/bundle/main.js: paths relative to a bundled module's import.meta:\n${relativeToModule.join('\n')}`);
  process.exit(1);
}
await mkdir(dirname(outfile), { recursive: true });
await writeFile(outfile, code);
for (const file of result.outputFiles) if (file !== output) await writeFile(file.path, file.contents);
const { inputs } = Object.values(result.metafile.outputs).find((file) => file.entryPoint);
console.log(`dist/bundle/main.js: ${Object.keys(inputs).length} modules, ${(code.length / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms`);
