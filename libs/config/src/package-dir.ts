import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * The directory of the workspace package `name` (its package.json must export `./package.json`), looked up by name
 * from `from` (the caller's `import.meta.url`). Files a package ships beside its code (migrations, data, workers) are
 * found from here, not relative to the calling module: in embedded mode's bundle (services/embedded-host/dist/bundle)
 * every module's `import.meta.url` is the bundle's own.
 */
export function packageDir(name: string, from: string | URL): string {
  return dirname(createRequire(from).resolve(`${name}/package.json`));
}
