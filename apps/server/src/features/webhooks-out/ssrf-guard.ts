import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to its addresses (node:dns by default; tests answer what they like). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

/** A delivery Kyo refuses to make (the reason is shown in the delivery log). */
export class RefusedAddress extends Error {}

/**
 * Whether an address is one a webhook may reach: a public unicast address. Loopback, private
 * (RFC 1918, unique local), link-local, carrier-grade NAT, multicast, broadcast, unspecified,
 * reserved and documentation ranges are refused, and so are IPv6 forms that carry an IPv4
 * address: IPv4-mapped (::ffff:a.b.c.d) and translated (::ffff:0:a.b.c.d) are judged by the
 * address inside, NAT64's well-known prefix (64:ff9b::/96) and 6to4 (2002::/16) too;
 * IPv4-compatible (::a.b.c.d, deprecated by RFC 4291), NAT64's local prefix (64:ff9b:1::/48,
 * where the IPv4 part may sit anywhere) and Teredo (2001::/32, its client address obfuscated)
 * are refused whatever they carry: no receiver needs them.
 */
export function isPublicAddress(address: string): boolean {
  const written = asConnected(address);
  if (written === null || !ipaddr.isValid(written)) return false;
  const parsed = ipaddr.process(written);
  const range = parsed.range();
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const bytes = v6.toByteArray();
    // ::a.b.c.d (the first 96 bits zero; :: and ::1 are caught by their own ranges below).
    if (bytes.slice(0, 12).every((byte) => byte === 0)) return false;
    if (range === 'rfc6052') {
      const wellKnown = v6.match(ipaddr.IPv6.parse('64:ff9b::'), 96);
      return wellKnown && isPublicAddress(embeddedV4(bytes, 12));
    }
    if (range === 'rfc6145') return isPublicAddress(embeddedV4(bytes, 12));
    if (range === '6to4') return isPublicAddress(embeddedV4(bytes, 2));
    if (range === 'teredo') return false;
  }
  return range === 'unicast';
}

/**
 * The address as the socket will reach it, or null for what is not an IP address. IPv6 goes
 * through the URL parser first: ipaddr.js reads `::a.b.c.d` as IPv4-mapped (`::ffff:a.b.c.d`),
 * while the connection goes to the IPv4-compatible `::a.b.c.d`, which the URL parser writes in
 * hex (`::7f00:1`) as it is.
 */
function asConnected(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return null;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function embeddedV4(bytes: number[], at: number): string {
  return bytes.slice(at, at + 4).join('.');
}

/**
 * The address to connect to for `url`, checked here and used for the connection itself (the
 * socket connects to this address; nothing looks the name up a second time, so a DNS answer
 * that changes between the check and the connection cannot point inside). Every address the
 * name resolves to must be public, unless private ones are allowed (WEBHOOKS_ALLOW_PRIVATE).
 */
export async function checkedAddress(
  url: URL,
  options: { allowPrivate: boolean; resolve: Resolver },
): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await options.resolve(host);
  if (addresses.length === 0) throw new RefusedAddress(`${host} does not resolve`);
  if (!options.allowPrivate) {
    // Which address it was stays unsaid: the delivery log must not map a network it cannot see.
    if (addresses.some((address) => !isPublicAddress(address)))
      throw new RefusedAddress(
        `${host} is not a public address: Kyo does not deliver to private or local networks (WEBHOOKS_ALLOW_PRIVATE)`,
      );
  }
  const address = addresses[0]!;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}
