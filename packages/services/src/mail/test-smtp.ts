// Test support only: a real SMTP server on 127.0.0.1 (random port) that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** recipients the server refuses with 550 (a permanent error) */
  rejectRecipients: Set<string>;
  /** Stops listening (connections are refused) until start(); what was received is kept. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (rejectRecipients.has(address.address)) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  let server: SMTPServer | undefined;
  const listen = async (port: number) => {
    const next = make();
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
    return (next.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectRecipients,
    stop,
    start: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
