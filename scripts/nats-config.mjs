// `npm run nats-config`: writes deploy/nats/accounts.conf, the NATS accounts and users with least-privilege
// permissions (per-service users, the gateway, ops, and the subscribe-only partner account), from
// serviceBusAccess and partnerEvents in libs/contracts through libs/messaging's nats-permissions (build both first).
// `--check` writes nothing and exits 1 when the committed file differs (scripts/check-deploy.mjs runs it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

export const ACCOUNTS_CONF = join(root, 'deploy', 'nats', 'accounts.conf');
const PERMISSIONS = join(root, 'libs', 'messaging', 'dist', 'nats-permissions.js');
const HEADER = '# Written by `npm run nats-config` from libs/contracts (serviceBusAccess, partnerEvents); do not edit.\n';

export async function renderAccountsConf() {
  if (!existsSync(PERMISSIONS)) throw new Error(`${relative(root, PERMISSIONS)} is missing: build libs/contracts and libs/messaging first.`);
  const { natsAccountsConfig } = await import(pathToFileURL(PERMISSIONS).href);
  return HEADER + natsAccountsConfig('ecp');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await renderAccountsConf();
  if (process.argv.includes('--check')) {
    const current = existsSync(ACCOUNTS_CONF) ? readFileSync(ACCOUNTS_CONF, 'utf8') : '';
    if (current !== text) {
      console.error(`${relative(root, ACCOUNTS_CONF)} is not current: run \`npm run nats-config\` and commit it.`);
      process.exit(1);
    }
    console.log(`${relative(root, ACCOUNTS_CONF)} is current.`);
  } else {
    writeFileSync(ACCOUNTS_CONF, text);
    console.log(`wrote ${relative(root, ACCOUNTS_CONF)}`);
  }
}
