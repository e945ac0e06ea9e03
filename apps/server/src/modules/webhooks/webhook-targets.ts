import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { MessageKey } from '@roi/contract/messages';

/**
 * Where a webhook may be sent. An address entered by a customer must not become a way into the server's
 * own network (cloud metadata at 169.254.169.254, a database on 10.x, the server itself): every address
 * the host name resolves to is checked, at registration and again on each connection, so that a name
 * re-pointed after registration cannot slip through.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? PRIVATE.check(mapped, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

export class TargetRefused extends Error {
  constructor(readonly code: MessageKey) {
    super(code);
  }
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/** Refuses an address a webhook may not be sent to, naming why (TargetRefused with a message key). */
export async function checkWebhookTarget(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new TargetRefused('webhookNeedsHttps');
  if (allowPrivate) return;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(hostname) ? [hostname] : (await resolveAll(hostname)).map((entry) => entry.address);
  } catch {
    throw new TargetRefused('webhookUnresolvable');
  }
  if (addresses.length === 0) throw new TargetRefused('webhookUnresolvable');
  if (addresses.some(isPrivateAddress)) throw new TargetRefused('webhookPrivateAddress');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of a delivery's connection: the addresses it connects to are the ones checked, so a
 * name that resolves differently between the check and the connection still cannot reach a private one.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return callback(null, first.address, first.family);
    });
  };
}
