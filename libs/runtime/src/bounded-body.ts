/**
 * An outside server's answer as text, or null (the rest left unread) once it passes `limit` bytes, by its declared
 * length or as it streams: a server we do not own must not fill our memory.
 */
export async function readTextAtMost(response: Response, limit: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
