import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageDir } from '@ecp/config';

/**
 * The URL of a worker thread's module of this service, `name` relative to src/ without extension: its .ts source
 * when the caller (`from`: its import.meta.url) runs from source, as under tests, else its compiled .js in dist/.
 * Found from the package's directory, not relative to the caller: in embedded mode's bundle the caller is part of
 * the bundle, while the workers still run from this service's dist/.
 */
export function workerModule(from: string, name: string): URL {
  const fromSource = from.endsWith('.ts');
  return pathToFileURL(join(packageDir('@ecp/assessment-service', from), fromSource ? 'src' : 'dist', `${name}${fromSource ? '.ts' : '.js'}`));
}
