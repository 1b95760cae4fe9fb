import { Injectable } from '@nestjs/common';
import type { TypedEvent } from '@ecp/contracts';
import { EventOutbox } from '@ecp/runtime';
import { KnownUsersRepository } from './known-users.repository.js';

@Injectable()
export class KnownUsersService {
  constructor(
    private readonly users: KnownUsersRepository,
    private readonly outbox: EventOutbox,
  ) {}

  async onUserRegistered(event: TypedEvent<'user.registered'>): Promise<void> {
    await this.outbox.handleOnce(event, 'skills:known-users', (tx) =>
      this.users.record(tx, { userId: event.data.userId, registeredAt: new Date(event.data.registeredAt) }),
    );
  }
}
