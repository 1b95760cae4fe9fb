/**
 * The CV uploads this process is receiving at once: at most `perUser` for one person, `perAddress` from one client
 * address (accounts are cheap: eight of them trickling two uploads each had taken every place) and `overall` in all. Each upload
 * is spooled to disk (up to 10 MB) and inspected before the profile service counts it against the hourly limit, so
 * without a bound one account, or a few, opening uploads in parallel would fill the disk and memory of the process
 * that, in embedded mode, also runs every service. A person past their bound is refused at once; an upload past the
 * overall one waits its turn (its body unread) for up to `waitMs`, so a burst of people uploading together is served
 * in turn rather than refused.
 */
export class UploadSlots {
  /** Uploads under way or waiting, by person and (keyed '@address') by client address. */
  private readonly byUser = new Map<string, number>();
  private readonly waiting: { holders: string[]; admit: (release: () => void) => void }[] = [];
  private total = 0;

  constructor(
    private readonly perUser: number,
    private readonly overall: number,
    private readonly waitMs: number,
    private readonly perAddress = Infinity,
  ) {}

  /**
   * A slot for one upload, as the function that gives it back (call it when the upload ends; twice counts once), or
   * why none came: the person has `perUser` under way (or waiting), or no slot freed within `waitMs`.
   */
  async take(userId: string, gone?: AbortSignal, address?: string): Promise<{ release: () => void } | { refused: 'person' | 'address' | 'overall' | 'gone' }> {
    if (gone?.aborted) return { refused: 'gone' };
    if ((this.byUser.get(userId) ?? 0) >= this.perUser) return { refused: 'person' };
    const from = address === undefined ? undefined : `@${address}`;
    if (from !== undefined && (this.byUser.get(from) ?? 0) >= this.perAddress) return { refused: 'address' };
    // Counted from now, waiting or not: a person's third upload is refused while two of theirs wait.
    const holders = from === undefined ? [userId] : [userId, from];
    for (const holder of holders) this.byUser.set(holder, (this.byUser.get(holder) ?? 0) + 1);
    if (this.total < this.overall && this.waiting.length === 0) {
      this.total += 1;
      return { release: this.releaser(holders) };
    }
    return new Promise((resolve) => {
      // Leaves the queue, uncounted: waited too long, or the client went away (a place kept for it would never be given back).
      const leave = (refused: 'overall' | 'gone') => {
        clearTimeout(timer);
        gone?.removeEventListener('abort', onGone);
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        this.forget(holders);
        resolve({ refused });
      };
      const onGone = () => leave('gone');
      const entry = {
        holders,
        admit: (release: () => void) => {
          clearTimeout(timer);
          gone?.removeEventListener('abort', onGone);
          resolve({ release });
        },
      };
      const timer = setTimeout(() => leave('overall'), this.waitMs);
      gone?.addEventListener('abort', onGone, { once: true });
      this.waiting.push(entry);
    });
  }

  private releaser(holders: string[]): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.forget(holders);
      const next = this.waiting.shift();
      // The slot passes straight to the longest waiting upload; else it is free.
      if (next) next.admit(this.releaser(next.holders));
      else this.total -= 1;
    };
  }

  private forget(holders: string[]): void {
    for (const holder of holders) {
      const left = (this.byUser.get(holder) ?? 1) - 1;
      if (left > 0) this.byUser.set(holder, left);
      else this.byUser.delete(holder);
    }
  }
}

