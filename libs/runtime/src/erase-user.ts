import type { ServiceName, TypedEvent } from '@ecp/contracts';
import type { AppTransaction } from '@ecp/database';
import type { EventOutbox } from './event-outbox.js';

/**
 * A service's answer to `user.deleted`: erases what it holds about the person and confirms with `user.erased`,
 * both in one transaction, once per event (a redelivery changes nothing). A second `user.deleted` for the same
 * person erases nothing more and confirms again, which the identity service records once. The person is remembered
 * as erased (EventOutbox.markErased): events about them that arrive later change nothing.
 */
export async function eraseDeletedUser(
  outbox: EventOutbox,
  service: ServiceName,
  event: TypedEvent<'user.deleted'>,
  erase: (tx: AppTransaction, userId: string) => Promise<void>,
): Promise<boolean> {
  const { userId } = event.data;
  return outbox.handleOnce(event, `${service}:erase-user`, async (tx, emit) => {
    await erase(tx, userId);
    await outbox.markErased(tx, userId);
    await emit('user.erased', { userId, service, erasedAt: new Date().toISOString() });
  });
}
