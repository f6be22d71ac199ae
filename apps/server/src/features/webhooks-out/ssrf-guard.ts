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
 * address (mapped, 6to4, Teredo, NAT64), judged by the address inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (range === 'rfc6052' || range === 'rfc6145') return isPublicAddress(embeddedV4(v6, 12));
    if (range === '6to4') return isPublicAddress(embeddedV4(v6, 2));
    if (range === 'teredo') return false;
  }
  return range === 'unicast';
}

function embeddedV4(address: ipaddr.IPv6, at: number): string {
  const bytes = address.toByteArray().slice(at, at + 4);
  return bytes.join('.');
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
    const inside = addresses.find((address) => !isPublicAddress(address));
    if (inside !== undefined)
      throw new RefusedAddress(
        `${host} resolves to ${inside}, a private or local address: Kyo does not deliver there (WEBHOOKS_ALLOW_PRIVATE)`,
      );
  }
  const address = addresses[0]!;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}
