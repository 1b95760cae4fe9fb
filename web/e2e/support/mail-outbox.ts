// Emails the app "sent" in embedded mode: the identity service keeps each one as <name>.eml plus a
// <name>.json summary ({ to, subject, text, link, sentAt }) in MAIL_OUTBOX_DIR, by default
// DATA_DIR/mail/outbox. scripts/e2e.mjs starts the app with DATA_DIR=<tmpdir>/ecp-e2e-XXXXXX and does
// not pass it on to the tests, so unless E2E_MAIL_OUTBOX or E2E_DATA_DIR names it, every such folder
// is searched (the recipient addresses the tests use are unique).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: string;
}

function outboxDirs(): string[] {
  if (process.env.E2E_MAIL_OUTBOX) return [process.env.E2E_MAIL_OUTBOX];
  const dataDir = process.env.E2E_DATA_DIR ?? process.env.DATA_DIR;
  if (dataDir) return [join(dataDir, 'mail', 'outbox')];
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith('ecp-e2e-'))
    .map((name) => join(tmpdir(), name, 'mail', 'outbox'))
    .filter((dir) => existsSync(dir));
}

export function mailsTo(email: string): OutboxMail[] {
  const mails: OutboxMail[] = [];
  for (const dir of outboxDirs()) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      try {
        const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail;
        if (mail.to.toLowerCase() === email.toLowerCase()) mails.push(mail);
      } catch {
        // A file still being written: the next poll reads it.
      }
    }
  }
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest email to `email` with `subject`, waiting for it to arrive (up to `timeoutMs`). */
export async function waitForMail(email: string, subject: string, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(email).filter((m) => m.subject === subject).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no "${subject}" email to ${email} in ${outboxDirs().join(', ') || '(no outbox folder found)'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
