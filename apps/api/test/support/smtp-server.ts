import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

// A real SMTP server on a free loopback port, for the mailer and the outbox: it keeps every message it accepts,
// and can refuse them all for a while ("451 try again later"), as a mail server that is down for maintenance does.

export interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: Buffer;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: Received[];
  /** While true every message is refused with 451; false accepts them again. */
  refusing: boolean;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

export async function startSmtpServer(
  options: { login?: { user: string; pass: string }; refuse?: string; refusing?: boolean } = {},
): Promise<TestSmtpServer> {
  const received: Received[] = [];
  const state = { refusing: options.refusing ?? false };
  const server = new SMTPServer({
    authOptional: options.login === undefined,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.login?.user && auth.password === options.login?.pass;
      callback(
        ok ? null : new Error('Invalid username or password'),
        ok ? { user: auth.username } : undefined,
      );
    },
    onMailFrom(_address, _session, callback) {
      if (state.refusing) callback(smtpError('Service unavailable, try again later', 451));
      else callback();
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address === options.refuse) callback(smtpError('Mailbox unavailable', 550));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((address) => address.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
