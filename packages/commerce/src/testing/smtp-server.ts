// Test helper (not exported by the package): a real SMTP server on loopback (the `smtp-server`
// package), for tests that send e-mail through nodemailer and check what arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** One accepted message: envelope, the headers tests look at, the raw text, the sending client's EHLO name. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  /** Body after the header block. */
  text: string;
  raw: string;
  /** The EHLO/HELO name the client gave (nodemailer's `name`). */
  client: string;
  /** When the server answered 250 (epoch ms). */
  at: number;
}

/** Options of {@link startSmtpServer}. */
export interface SmtpServerOptions {
  /** Delay in ms before answering the end of DATA (a slow server); the message counts only if the client is still there. */
  holdMs?: number;
  /** Return an SMTP error text to refuse a message with 451 (a temporary failure), or undefined to accept it. */
  refuse?: (mail: Omit<ReceivedMail, 'at'>) => string | undefined;
}

/** A running loopback SMTP server. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:{port}` (no TLS, no auth) for SMTP_URL or nodemailer. */
  readonly url: string;
  readonly port: number;
  /** Accepted messages, in order of acceptance. */
  readonly messages: ReceivedMail[];
  /** EHLO names of clients whose message is being held right now (see `holdMs`). */
  holding(): string[];
  /** Changes the hold delay from now on. */
  setHoldMs(ms: number): void;
  /** Answers no held message until `resume()` (a test can then end a client that is waiting for its answer). */
  pause(): void;
  /** Answers the held messages again; a message whose client has gone meanwhile is not delivered. */
  resume(): void;
  /** Resolves once `count` messages were accepted; rejects after `timeoutMs` with what arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function header(block: string, name: string): string {
  // Unfold continuation lines, then find `Name: value`.
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** Starts an SMTP server on 127.0.0.1 (a free port) that accepts any sender and recipient. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const held = new Map<string, string>();
  const closed = new Set<string>();
  let holdMs = options.holdMs ?? 0;
  let paused = false;
  const waiting: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  function accepted(mail: ReceivedMail) {
    messages.push(mail);
    for (const waiter of [...waiters]) {
      if (messages.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = split === -1 ? raw : raw.slice(0, split);
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: header(head, 'subject'),
          messageId: header(head, 'message-id'),
          text: split === -1 ? '' : raw.slice(split).trim(),
          raw,
          client: session.hostNameAppearsAs ?? session.clientHostname ?? '',
        };
        const answer = () => {
          if (paused) {
            waiting.push(answer);
            return;
          }
          held.delete(session.id);
          // A client that went away before the answer never learnt its message was taken: not delivered.
          if (closed.has(session.id)) return;
          const refusal = options.refuse?.(mail);
          if (refusal !== undefined) {
            const error = Object.assign(new Error(refusal), { responseCode: 451 });
            callback(error);
            return;
          }
          accepted({ ...mail, at: Date.now() });
          callback(null, 'Accepted');
        };
        if (holdMs > 0) {
          held.set(session.id, mail.client);
          setTimeout(answer, holdMs);
        } else answer();
      });
    },
    onClose(session: SMTPServerSession) {
      closed.add(session.id);
    },
  });
  server.on('error', () => {
    // A client killed mid-conversation resets its socket; that is what some tests do on purpose.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    holding: () => [...held.values()],
    setHoldMs(ms) {
      holdMs = ms;
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const answer of waiting.splice(0)) answer();
    },
    waitFor(count, timeoutMs = 60_000) {
      if (messages.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { count, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index === -1) return;
          waiters.splice(index, 1);
          reject(
            new Error(`SMTP test server: ${messages.length} of ${count} messages after ${timeoutMs} ms`),
          );
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
