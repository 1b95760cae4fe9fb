import { Inject, Injectable } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The one link the email is about (also in the text), kept in the outbox record for tooling and tests. */
  link: string;
}

/**
 * Sends account emails. Embedded mode (and any setup without SMTP_URL) keeps them in a local outbox:
 * each email is written as `<time>-<id>.eml` (the raw message) plus a `.json` summary under
 * MAIL_OUTBOX_DIR (default DATA_DIR/mail/outbox), and the file is logged (not the link: it is a secret), so no SMTP
 * server is needed.
 * With MAIL_TRANSPORT=smtp (or SMTP_URL set) it goes out through SMTP_URL.
 */
@Injectable()
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  readonly mode: 'outbox' | 'smtp';
  readonly outboxDir: string;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.mode = config.MAIL_TRANSPORT ?? (config.SMTP_URL ? 'smtp' : 'outbox');
    this.outboxDir = resolve(config.MAIL_OUTBOX_DIR ?? join(config.DATA_DIR, 'mail', 'outbox'));
  }

  /**
   * nodemailer is loaded with the first email (most starts send none). A server that stalls fails the send within
   * these timeouts (instead of nodemailer's minutes), so the queued mail is retried (SMTP_URL query parameters win).
   */
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.mode === 'smtp'
        ? nodemailer.createTransport({ url: this.config.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send(email: OutgoingEmail): Promise<void> {
    const transport = await this.transporter();
    const info = await transport.sendMail({ from: this.config.MAIL_FROM, to: email.to, subject: email.subject, text: email.text });
    if (this.mode === 'smtp') return;
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await writeFile(join(this.outboxDir, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
    await writeFile(join(this.outboxDir, `${name}.json`), JSON.stringify({ ...email, from: this.config.MAIL_FROM, sentAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
    this.logger.info({ to: email.to, subject: email.subject, file: join(this.outboxDir, `${name}.eml`) }, 'email kept in the local outbox');
  }
}
