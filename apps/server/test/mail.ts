import { SMTPServer } from 'smtp-server';
import type { Mailer, MailMessage } from '../src/platform/mail';

/** Keeps sent mail in memory, for assertions. A real Mailer, not a mock: it just does not deliver. */
export function createMemoryMailer() {
  const messages: MailMessage[] = [];
  const mailer: Mailer & { messages: MailMessage[]; linkFor(to: string, path: string): string } = {
    messages,
    async send(message) {
      messages.push(message);
    },
    linkFor(to, pathname) {
      const mail = [...messages].reverse().find((m) => m.to === to && m.text.includes(pathname));
      const link =
        mail && new RegExp(`https?://\\S+${pathname}\\?token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
      if (!link) throw new Error(`No mail with a ${pathname} link was sent to ${to}`);
      return link;
    },
  };
  return mailer;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A real SMTP server on a free port that records what it receives. */
export async function startSmtpSink() {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
