import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@ecp/logger';
import type { MessageBus } from '@ecp/messaging';
import { LOGGER, MESSAGE_BUS } from '@ecp/runtime';

/** The skills already on a user's profile (asked of the skills service), so a gap is never one they hold. */
@Injectable()
export class HeldSkillsClient {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The held skill names; without the skills service, none. */
  async of(userId: string): Promise<string[]> {
    try {
      return (await this.bus.request('skills.list-user-skills', { userId }, { timeoutMs: 2_000 })).skills.map((skill) => skill.skillName);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not read the user skills; gaps count only the analysed ones');
      return [];
    }
  }
}
