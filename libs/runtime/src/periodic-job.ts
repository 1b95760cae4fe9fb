/**
 * Background work a service repeats every so often (sweeps, purges, syncs): one run at a time per process (a call
 * while one is under way joins it), a timer that never keeps the process alive, a failed round reported to `onError`
 * and tried again at the next tick, and `stop()` waiting for the round under way so shutdown does not cut it off.
 */
export class PeriodicJob<T, A extends unknown[] = []> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;

  constructor(
    private readonly round: (...args: A) => Promise<T>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** One round now, or the one under way. */
  runOnce(...args: A): Promise<T> {
    this.running ??= this.round(...args).finally(() => (this.running = undefined));
    return this.running;
  }

  /** Repeats a round (with `args`) every `intervalMs`; the first at once when `immediately`. */
  start(intervalMs: number, { immediately = false } = {}, ...args: A): void {
    const tick = () => void this.runOnce(...args).catch(this.onError);
    if (immediately) tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
