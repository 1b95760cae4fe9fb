import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server for tests (plain text, no STARTTLS, no AUTH). `mode` decides how it treats each new
 * connection: `accept` takes the mail, `reject` answers 421 and hangs up (a server refusing service), `hang`
 * accepts the connection and never says a word (a server that stalls) until `releaseHung()`.
 */
export class FakeSmtpServer {
  mode: 'accept' | 'reject' | 'hang' = 'accept';
  readonly received: ReceivedMail[] = [];
  connections = 0;
  private readonly hung = new Set<Socket>();
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((socket) => this.handle(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails received for `address` (case-insensitive). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  /** Drops the stalled connections: their senders see the connection closed. */
  releaseHung(): void {
    for (const socket of this.hung) socket.destroy();
    this.hung.clear();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(socket: Socket): void {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    if (this.mode === 'hang') {
      this.hung.add(socket);
      return;
    }
    if (this.mode === 'reject') {
      socket.end('421 fake.test Service not available, try again later\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { to: [], data: '' };
    socket.write('220 fake.test ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push(mail);
            mail = { to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (command === 'HELO') socket.write('250 fake.test\r\n');
        else if (command === 'MAIL') socket.write('250 OK\r\n');
        else if (command === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else if (command === 'RSET' || command === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 Command not implemented\r\n');
      }
    });
  }
}
