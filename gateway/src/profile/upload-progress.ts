/** What an upload's connection has delivered: bytes read so far, and whether the whole request has arrived. */
export interface UploadConnection {
  readonly bytesRead: number;
  readonly complete: boolean;
}

/**
 * Watches an upload while it holds a slot, until its request has fully arrived: every `everyMs` at least `minBytes`
 * more must have been read, else `onStall` runs once. A client that sends its headers and then nothing, or trickles its
 * body a byte at a time, would otherwise keep its place for the whole request timeout. The bound is far below any
 * real connection (16 KB in 15 s is about 9 kbit/s). Returns the function that stops watching.
 */
export function watchUploadProgress(connection: UploadConnection, { everyMs, minBytes }: { everyMs: number; minBytes: number }, onStall: () => void): () => void {
  let seen = connection.bytesRead;
  const timer = setInterval(() => {
    if (connection.complete) return clearInterval(timer);
    const now = connection.bytesRead;
    if (now - seen < minBytes) {
      clearInterval(timer);
      onStall();
      return;
    }
    seen = now;
  }, everyMs);
  return () => clearInterval(timer);
}
