import { createRequire } from 'node:module';

/**
 * Links in a chat line, with or without a scheme (`kick.com/x`, `bit.ly/y`, `discord.gg/z`), and
 * not what only looks like one: mentions (`@john.me`), e-mail addresses, version numbers, file
 * names (`node.js`). Research (next-capabilities-2 §1): other bots read `.me` names as links.
 */

// IANA's list of top-level domains (the `tlds` package, kept current upstream). JSON, so read
// with require: the server's bundle keeps packages external.
const TLDS = new Set(createRequire(import.meta.url)('tlds') as string[]);

/**
 * Top-level domains that are also everyday words in English or Turkish (`no.it`, `john.me`,
 * `tamam.ve`): such a name counts as a link only with a scheme, `www.` or a path.
 */
const WORDLIKE_TLDS = new Set(
  'am an as at be by de do go he hi if in is it la me my ne no of on or so to up us ve we'.split(
    ' ',
  ),
);

/**
 * A host name at a word start: labels of letters, digits and inner hyphens, dot-separated, the
 * last one letters only (or punycode). Not right after a letter, digit, `@`, `_`, `-`, or inside
 * a dotted name (`a.b` after `x.`); not followed by `@` (an e-mail's local part). Each label ends
 * at a dot, so the repetition cannot backtrack without bound.
 */
const HOST =
  /(?<![\p{L}\p{N}@_-]|[\p{L}\p{N}]\.)(https?:\/\/)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(\p{L}{2,24}|xn--[a-z0-9-]{1,59}))(?![\p{L}\p{N}@-])(\S*)/gu;
const TRAILING = /[.,!?;:)\]}'"…]+$/u;

export interface FoundLink {
  /** Lower case, without a leading `www.`. */
  host: string;
  /** The path and query as written (lower case), `''` when none; starts with `/` otherwise. */
  path: string;
}

/** The links in `text` (lower case, invisible characters removed: `foldLight`). */
export function findLinks(text: string): FoundLink[] {
  // Every link has a dot: most chat lines are answered by this one scan.
  if (!text.includes('.')) return [];
  const links: FoundLink[] = [];
  for (const match of text.matchAll(HOST)) {
    const [, scheme, rawHost, rawTld, rest] = match as unknown as [
      string,
      string | undefined,
      string,
      string,
      string,
    ];
    const host = rawHost.toLowerCase();
    const tld = rawTld.toLowerCase();
    const path = rest.replace(TRAILING, '');
    const www = host.startsWith('www.');
    const known = TLDS.has(tld) || tld.startsWith('xn--');
    const link =
      Boolean(scheme) || www || (known && (!WORDLIKE_TLDS.has(tld) || path.startsWith('/')));
    if (!link) continue;
    links.push({ host: www ? host.slice(4) : host, path: path.startsWith('/') ? path : '' });
  }
  return links;
}

/** An allow or block list entry: `youtube.com`, `*.youtube.com`, `kick.com/kyo`. */
export interface DomainPattern {
  host: string;
  /** `*.`: any subdomain too. */
  subdomains: boolean;
  /** A path prefix (`/kyo`), `''` for the whole site. */
  path: string;
}

export function parseDomainPattern(entry: string): DomainPattern {
  const subdomains = entry.startsWith('*.');
  const bare = subdomains ? entry.slice(2) : entry;
  const slash = bare.indexOf('/');
  const host = (slash === -1 ? bare : bare.slice(0, slash)).replace(/^www\./, '');
  return { host, subdomains, path: slash === -1 ? '' : bare.slice(slash) };
}

/**
 * Whether a link is on a list. `youtube.com` covers `www.youtube.com`; `*.youtube.com` covers
 * youtube.com and every subdomain; a path covers itself and what is under it.
 */
export function matchesDomain(link: FoundLink, patterns: readonly DomainPattern[]): boolean {
  for (const pattern of patterns) {
    const hostMatches =
      link.host === pattern.host || (pattern.subdomains && link.host.endsWith(`.${pattern.host}`));
    if (!hostMatches) continue;
    if (!pattern.path) return true;
    if (link.path === pattern.path || link.path.startsWith(pattern.path.replace(/\/?$/, '/')))
      return true;
    const after = link.path.charAt(pattern.path.length);
    if (link.path.startsWith(pattern.path) && (after === '?' || after === '#')) return true;
  }
  return false;
}
