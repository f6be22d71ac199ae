import { expect } from '@playwright/test';
import { SMTP_HTTP_PORT } from './ports';

export const SMTP_HTTP = `http://127.0.0.1:${SMTP_HTTP_PORT}`;

/** Decodes a MIME body part enough to find links (quoted-printable soft breaks, =3D). */
function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Waits for a mail to `to` whose text has a `path?token=` link, and answers that link. */
export async function waitForLink(to: string, path: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SMTP_HTTP}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Array<{ raw: string; at: number }>;
        for (const message of messages.filter((m) => m.at >= after).reverse()) {
          const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`).exec(
            unfold(message.raw),
          );
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000, message: `a mail with a ${path} link for ${to}` },
    )
    .toBe(true);
  return link;
}
