import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, isCatalogued, translateMessage, type AccountLimit } from '@kyo/contracts';
import { limitReached } from '../db/caps';
import { serverRoot } from '../paths';

/** Server sources that hold what a user reads (not tests; the webhook answers are Kick's). */
function sources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sources(file, found);
    else if (/\.ts$/.test(file) && !/\.test\.ts$|test-helper|webhook-ingest/.test(file))
      found.push(file);
  }
  return found;
}

const LITERAL = String.raw`(['"\x60])((?:\\.|(?!\1)[\s\S])*?)\1`;
const PATTERNS = [
  // Errors answered to a request.
  String.raw`\b(?:badRequest|conflict|notFound|forbidden|unauthorized)\(\s*`,
  String.raw`new HttpError\(\s*\d+,\s*'[^']+',\s*`,
  // Failures stored for the status page.
  String.raw`new SendFailure\(\s*`,
  String.raw`\.record\(\s*[\w.]+,\s*'[\w-]+',\s*`,
].map((prefix) => new RegExp(prefix + LITERAL, 'g'));

/** A literal as a message would read: `${x}` parts become sample values. */
const sample = (literal: string) => literal.replace(/\$\{[^}]*\}/g, 'sample');

function userMessages(): Array<{ file: string; message: string }> {
  const found: Array<{ file: string; message: string }> = [];
  for (const file of sources(path.join(serverRoot, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS)
      for (const match of text.matchAll(pattern))
        found.push({ file: path.relative(serverRoot, file), message: sample(match[2]!) });
    // A route's confirmation: `return { message: '…' }`.
    if (file.endsWith('.routes.ts'))
      for (const match of text.matchAll(new RegExp(String.raw`message:\s*` + LITERAL, 'g')))
        found.push({ file: path.relative(serverRoot, file), message: sample(match[2]!) });
  }
  return found;
}

describe('server messages in Turkish', () => {
  it('finds the server’s messages in its source', () => {
    const messages = userMessages().map((m) => m.message);
    expect(messages.length).toBeGreaterThan(60);
    expect(messages).toContain('This username is taken.');
    expect(messages).toContain('Your e-mail is verified.');
  });

  it('has a Turkish text for every message a user can read', () => {
    const missing = userMessages()
      // `${where}: ${problem}` is a composed validation message, translated part by part.
      .filter(({ message }) => message !== 'sample: sample' && !isCatalogued(message))
      .map(({ file, message }) => `${file}: ${message}`);
    expect(missing).toEqual([]);
  });

  it('has the per-account limits in Turkish too', () => {
    for (const limit of Object.keys(ACCOUNT_LIMITS) as AccountLimit[]) {
      const message = limitReached(limit).message;
      expect(translateMessage(message, 'tr'), message).not.toBe(message);
      expect(translateMessage(message, 'tr')).not.toMatch(/[a-z]+ per /);
    }
  });
});
