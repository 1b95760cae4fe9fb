export interface PollOptions {
  /** Default 5000. */
  timeoutMs?: number;
  /** Default 25. */
  intervalMs?: number;
  /** Names what was awaited in the timeout error. */
  description?: string;
}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * Calls `fn` until it returns a truthy value and resolves with it. Errors thrown by `fn` count as
 * "not yet". On timeout it rejects with the last value or error, so a failing test says what it saw.
 */
export async function pollUntil<T>(fn: () => T | Promise<T>, options: PollOptions = {}): Promise<Truthy<T>> {
  const { timeoutMs = 5000, intervalMs = 25, description = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let last: { value: unknown } | { error: unknown } = { value: undefined };
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as Truthy<T>;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
  }
  if ('error' in last) {
    const reason = last.error instanceof Error ? last.error.message : String(last.error);
    throw new Error(`pollUntil: ${description} not met after ${timeoutMs} ms; last error: ${reason}`, { cause: last.error });
  }
  throw new Error(`pollUntil: ${description} not met after ${timeoutMs} ms; last value: ${format(last.value)}`);
}

function format(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
