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
 */
export class WorkerPool<I, O> {
  private readonly slots: Slot[] = [];
  private readonly queue: Job<I, O>[] = [];
  private closed = false;

  constructor(
    private readonly moduleUrl: URL,
    private readonly options: WorkerPoolOptions,
  ) {}

  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new WorkerJobError('closed', 'worker pool closed'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new WorkerJobError('closed', 'worker pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < (this.options.size ?? 2)) slot = this.spawn();
      if (!slot) return;
      this.execute(slot, this.queue.shift()!);
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
