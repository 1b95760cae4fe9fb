import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { once } from 'node:events';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (chunk) => done(chunk.toString('utf8').startsWith('INFO')));
  });
}

/**
 * A private nats-server with JetStream on `port`, storing in `storeDir` (so a restart on the same directory
 * keeps the streams, consumers and their acks, as a real server restart does). `NATS_SERVER_BIN` overrides
 * the binary (default `nats-server` on the PATH).
 */
export class PrivateNatsServer {
  private process?: ChildProcess;
  restarts = 0;

  constructor(
    readonly port: number,
    private readonly storeDir: string,
  ) {}

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.env.NATS_SERVER_BIN ?? 'nats-server', ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir], { stdio: 'ignore' });
    this.process = child;
    const failed = new Promise<never>((_, reject) => child.once('error', reject));
    for (let i = 0; i < 200; i += 1) {
      if (await Promise.race([answers(this.port), failed])) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nats-server on ${this.port} did not answer`);
  }

  /** SIGKILL: no goodbye to the clients, nothing flushed beyond what JetStream already stored. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
    this.restarts += 1;
  }
}
