import { NatsConnectionImpl, setTransportFactory, type NatsConnection, type NodeConnectionOptions } from '@nats-io/transport-node';
// The library's own TCP transport, extended below (the package has no `exports` map; this is its file).
import { NodeTransport, nodeResolveHost } from '@nats-io/transport-node/lib/node_transport.js';

/**
 * NodeTransport writing everything the client sends during one turn of the event loop in one socket write.
 *
 * nats.js flushes its outbound buffer at the end of each microtask queue, so each request or reply made from its own
 * I/O callback (one HTTP request, one database answer) became one `write` syscall, and on loopback each write also
 * runs the receiver's TCP work: socket writes were 36 % of the gateway's samples and 32 % of identity's on the `me`
 * read path (services/embedded-host/bench/README.md). Frames queued here go out together once the turn's I/O
 * callbacks have run (setImmediate), in the order they were sent.
 */
export class CoalescingTransport extends NodeTransport {
  private frames: Uint8Array[] = [];
  private flushScheduled = false;

  override send(frame: Uint8Array): void {
    this.frames.push(frame);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flushFrames());
  }

  /** Every direct write (the library's close flush) goes after the frames queued before it. */
  override _send(frame: Uint8Array): Promise<void> {
    this.flushFrames();
    return super._send(frame);
  }

  /** `nc.close()` ends the socket without the library's flush: what was queued is written first, as it was before. */
  override close(err?: Error): Promise<void> {
    this.flushFrames();
    return super.close(err);
  }

  private flushFrames(): void {
    this.flushScheduled = false;
    if (this.frames.length === 0) return;
    const frames = this.frames;
    this.frames = [];
    // super.send, not this._send: the queue is already empty, and the library's send swallows write errors (a
    // broken socket is noticed by its reader and heartbeats).
    super.send(frames.length === 1 ? frames[0]! : Buffer.concat(frames));
  }
}

/**
 * `connect` of @nats-io/transport-node with CoalescingTransport. The library keeps its transport factory in a
 * module-wide slot that its own `connect` overwrites, and reconnects read it anew: a process that also used the
 * library's `connect` would reconnect with plain NodeTransports, slower but the same protocol.
 */
export function connectNats(options: NodeConnectionOptions): Promise<NatsConnection> {
  setTransportFactory({ factory: () => new CoalescingTransport(), dnsResolveFn: nodeResolveHost });
  return NatsConnectionImpl.connect(options);
}
