/**
 * The CV uploads this process is receiving at once: at most `perUser` for one person and `overall` in all. Each upload
 * is spooled to disk (up to 10 MB) and inspected before the profile service counts it against the hourly limit, so
 * without a bound one account, or a few, opening uploads in parallel would fill the disk and memory of the process
 * that, in embedded mode, also runs every service.
 */
export class UploadSlots {
  private readonly byUser = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perUser: number,
    private readonly overall: number,
  ) {}

  /** A slot for one upload, as the function that gives it back (call it once, when the upload ends), or why none is free. */
  take(userId: string): { release: () => void } | { refused: 'person' | 'overall' } {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.perUser) return { refused: 'person' };
    if (this.total >= this.overall) return { refused: 'overall' };
    this.byUser.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.byUser.get(userId) ?? 1) - 1;
        if (left > 0) this.byUser.set(userId, left);
        else this.byUser.delete(userId);
      },
    };
  }
}
