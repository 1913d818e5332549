// A real SMTP server on a loopback port for the delivery tests (the `smtp-server` package): it accepts every
// message, keeps each one parsed, and can be told to refuse the next ones.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the next message to arrive. */
  next(): Promise<ParsedMail>;
  /** Answer every message from now on with 550 (or accept again with false). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiting: ((message: ParsedMail) => void)[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        // As real relays do, the refusal repeats the recipient's address.
        const to = session.envelope.rcptTo.map((recipient) => `<${recipient.address}>`).join(' ');
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error(`${to}: Mailbox unavailable`), { responseCode: 550 })),
        );
        return;
      }
      simpleParser(stream).then(
        (message) => {
          messages.push(message);
          waiting.shift()?.(message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    refuse: (value) => {
      refusing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
