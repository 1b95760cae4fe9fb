import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pollUntil } from './poll-until.js';

/** One email the identity service kept in its local outbox (MAIL_OUTBOX_DIR): the `.json` summary beside the `.eml`. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: string;
}

/** Every email in the outbox folder, oldest first (none when the folder is not there yet). */
export async function outboxMails(dir: string): Promise<OutboxMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.filter((file) => file.endsWith('.json')).map(async (file) => {
    try {
      return JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxMail;
    } catch {
      return undefined; // still being written: the next look reads it
    }
  }));
  return mails.filter((mail): mail is OutboxMail => Boolean(mail)).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The newest email to `to` with `subject`, waiting for it (the identity service sends after answering). */
export async function waitForOutboxMail(dir: string, to: string, subject: string, timeoutMs = 15_000): Promise<OutboxMail> {
  return pollUntil(async () => (await outboxMails(dir)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.subject === subject).at(-1), {
    timeoutMs, intervalMs: 100, description: `a "${subject}" email to ${to} in ${dir}`,
  });
}
