import { join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { packageDir } from '@ecp/config';

export interface WorkerPoolOptions {
  /** Workers kept warm. Default 2. */
  size?: number;
  /** A job still running after this is abandoned and its worker terminated. */
  timeoutMs: number;
  /** Heap limits per worker: a hostile input exhausts its worker, not the process. */
  resourceLimits?: ResourceLimits;
  /** A worker idle this long ends, giving its memory back; the next job starts a new one. Default: never. */
  idleMs?: number;
}

/**
 * Why a job did not answer: 'failed' (the worker answered an error), 'timeout', 'crashed' (its worker died: out of
 * memory, most likely because of the input), or 'closed' (the pool was closed, as at shutdown, before the job was run
 * or while it ran: nothing is known against the input, and the job may be tried again by another process).
 */
export class WorkerJobError extends Error {
  constructor(
    readonly reason: 'timeout' | 'crashed' | 'failed' | 'closed',
    message: string,
    /** What went wrong inside the worker, for logs only. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

/** A job interrupted by the pool's close (a shutdown): worth running again elsewhere, not the input's failure. */
export const isWorkerPoolClosed = (error: unknown): error is WorkerJobError => error instanceof WorkerJobError && error.reason === 'closed';

interface Job<I, O> {
  input: I;
  owner: string;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Runs CPU-heavy or risky jobs (document parsing) in worker threads with a time and a memory limit.
 * `moduleUrl` is the worker module's own URL (its `.ts` source under tests, its `.js` in dist); the
 * worker answers each message `{ ok: true, value }` or `{ ok: false, error }`.
 * Waiting jobs take turns by owner (a user id): one owner's hundred jobs hold another's one back by at most one job,
 * not by all of them. Jobs of one owner run in the order given.
 */
export class WorkerPool<I, O> {
  private readonly slots: Slot[] = [];
  /** Waiting jobs by owner; the map's order is the owners' turn order (an owner served goes to the back). */
  private readonly queues = new Map<string, Job<I, O>[]>();
  /** Jobs waiting or running, by owner. */
  private readonly held = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly moduleUrl: URL,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Runs `input` in a worker, in `owner`'s turn (jobs without an owner share one). */
  run(input: I, owner = ''): Promise<O> {
    if (this.closed) return Promise.reject(new WorkerJobError('closed', 'worker pool closed'));
    this.held.set(owner, this.pending(owner) + 1);
    const done = () => {
      const left = this.pending(owner) - 1;
      if (left > 0) this.held.set(owner, left);
      else this.held.delete(owner);
    };
    return new Promise<O>((resolve, reject) => {
      const job: Job<I, O> = { input, owner, resolve: (output) => (done(), resolve(output)), reject: (error) => (done(), reject(error)) };
      const queue = this.queues.get(owner);
      if (queue) queue.push(job);
      else this.queues.set(owner, [job]);
      this.dispatch();
    });
  }

  /** The owner's jobs waiting or running. */
  pending(owner: string): number {
    return this.held.get(owner) ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.queues.values()].flat();
    this.queues.clear();
    for (const job of waiting) job.reject(new WorkerJobError('closed', 'worker pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  /** The next waiting job: the first job of the owner whose turn it is, that owner then going to the back. */
  private next(): Job<I, O> | undefined {
    const first = this.queues.entries().next();
    if (first.done) return undefined;
    const [owner, queue] = first.value;
    const job = queue.shift()!;
    this.queues.delete(owner);
    if (queue.length > 0) this.queues.set(owner, queue);
    return job;
  }

  private dispatch(): void {
    while (this.queues.size > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < (this.options.size ?? 2)) slot = this.spawn();
      if (!slot) return;
      this.execute(slot, this.next()!);
    }
  }

  private spawn(): Slot {
    const fromSource = this.moduleUrl.pathname.endsWith('.ts');
    const worker = new Worker(fileURLToPath(this.moduleUrl), {
      resourceLimits: this.options.resourceLimits,
      // Under tests the worker runs our TypeScript source directly (Node strips types).
      execArgv: fromSource ? ['--import', join(packageDir('@ecp/runtime', import.meta.url), 'src', 'worker', 'register-ts-source-hooks.mjs')] : [],
      stdout: false,
      stderr: false,
    });
    worker.unref();
    const slot: Slot = { worker, busy: false };
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
  }

  private execute(slot: Slot, job: Job<I, O>): void {
    slot.busy = true;
    clearTimeout(slot.idleTimer);
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
      fn();
      this.dispatch();
      const { idleMs } = this.options;
      if (idleMs !== undefined && !slot.busy && this.slots.includes(slot)) slot.idleTimer = setTimeout(() => this.retire(slot), idleMs).unref();
    };
    const onMessage = (message: { ok: true; value: O } | { ok: false; error: string; detail?: string }) =>
      settle(() => {
        slot.busy = false;
        if (message.ok) job.resolve(message.value);
        else job.reject(new WorkerJobError('failed', message.error, message.detail));
      });
    const onError = (error: Error) =>
      settle(() => {
        this.retire(slot);
        job.reject(new WorkerJobError('crashed', error.message));
      });
    // Terminated by close(): the job was interrupted, not the worker's undoing.
    const onExit = () =>
      settle(() => {
        this.retire(slot);
        job.reject(this.closed ? new WorkerJobError('closed', 'worker pool closed while the job ran') : new WorkerJobError('crashed', 'worker exited'));
      });
    const timer = setTimeout(
      () =>
        settle(() => {
          this.retire(slot);
          job.reject(new WorkerJobError('timeout', `gave up after ${this.options.timeoutMs} ms`));
        }),
      this.options.timeoutMs,
    );
    slot.worker.on('message', onMessage);
    slot.worker.once('error', onError);
    slot.worker.once('exit', onExit);
    slot.worker.postMessage(job.input);
  }
}
