import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import { LOGGER } from '@ecp/runtime';
import { AccountRepository } from '../accounts/account.repository.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { SecretBox } from './totp.js';

const PAGE = 500;

/**
 * After JWT_SECRET is rotated (JWT_SECRET_PREVIOUS set to the key it replaced), re-seals every TOTP secret still sealed
 * with the previous key under the current one, in the background at start, so the previous key can be dropped without
 * locking anyone with two-factor sign-in out. Until it is done the previous key still opens them. Every replica may run
 * it: each row is replaced only if it is still what was read.
 */
@Injectable()
export class TotpKeyRotation implements OnApplicationBootstrap, OnApplicationShutdown {
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly accounts: AccountRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.JWT_SECRET_PREVIOUS) return;
    this.running = this.reseal().catch((error: unknown) => this.logger.error({ err: error }, 'TOTP secrets: re-sealing under the new JWT_SECRET failed; the previous key still opens them, retried at the next start'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Resolves once the pass begun at start is over (at once without JWT_SECRET_PREVIOUS). */
  async settled(): Promise<void> {
    await this.running;
  }

  /** Re-seals what the previous key sealed: how many were re-sealed, and how many neither key opens. */
  async reseal(): Promise<{ resealed: number; unreadable: number }> {
    const box = new SecretBox(this.config.JWT_SECRET, this.config.JWT_SECRET_PREVIOUS);
    let resealed = 0;
    let unreadable = 0;
    let after: string | null = null;
    while (!this.stopped) {
      const page = await this.accounts.sealedTotpSecrets(after, PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      for (const { id, totpSecret } of page) {
        let plain: string;
        try {
          if (box.isCurrent(totpSecret)) continue;
          plain = box.open(totpSecret);
        } catch {
          unreadable += 1; // sealed with a key neither setting names, or not a sealed secret at all
          continue;
        }
        if (await this.accounts.resealTotpSecret(id, totpSecret, box.seal(plain))) resealed += 1;
      }
    }
    if (this.stopped) {
      this.logger.warn({ resealed, unreadable }, 'TOTP secrets: re-sealing stopped by a shutdown; the next start goes on');
    } else {
      this.logger.info({ resealed, unreadable }, 'TOTP secrets re-sealed: none left under JWT_SECRET_PREVIOUS');
    }
    if (unreadable) this.logger.warn({ unreadable }, 'TOTP secrets that neither JWT_SECRET nor JWT_SECRET_PREVIOUS opens: those accounts cannot pass two-factor sign-in');
    return { resealed, unreadable };
  }
}
