import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from './ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through SMTP (SMTP_URL), e.g. smtp://user:pass@mail.example:587. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: string;
}

/**
 * Without SMTP, mail goes to an outbox folder (one JSON file per message) and a line in the log,
 * so a newcomer in demo mode can open their verification link offline (the /dev/mail page
 * lists the outbox).
 */
export function createOutboxMailer(
  folder: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer & {
  list(): Promise<StoredMail[]>;
} {
  return {
    async send(message) {
      // Mails carry sign-in and reset links: readable by this user only.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stored: StoredMail = { id: uuidv7(), createdAt: new Date().toISOString(), ...message };
      await writeFile(path.join(folder, `${stored.id}.json`), JSON.stringify(stored, null, 2), {
        mode: 0o600,
      });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log.info({ to: message.to, subject: message.subject, link }, 'mail written to the outbox');
    },
    async list() {
      let files: string[];
      try {
        files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
      } catch {
        return [];
      }
      const mails = await Promise.all(
        files.map(
          async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as StoredMail,
        ),
      );
      return mails.sort((a, b) => (a.id < b.id ? 1 : -1));
    },
  };
}
