// Which push endpoints the server will call (issue 23 point 6). A browser's subscription names a URL
// the server later POSTs to, so an endpoint is a server-side request the user chooses: only the push
// services browsers use are accepted (plus PUSH_SERVICE_HOSTS), and at send time the host's
// addresses are looked up and must all be public; the connection then goes to the address checked.
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The push services of Chrome/Edge/Opera/Samsung (FCM), Firefox (Mozilla autopush), legacy Edge (WNS) and Safari (Apple). */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** `*.x` matches any name under x (not x itself); another pattern, that name alone. */
function matches(hostname: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

/** The URL's host name as compared: lower-case, no brackets, no trailing dot. */
function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

export interface PushEndpointRules {
  protocols: readonly string[];
  /** PUSH_SERVICE_HOSTS: hosts of the operator's own, trusted as they are (their addresses are not checked). */
  extraHosts: readonly string[];
}

/**
 * Whether a subscription's endpoint may be stored: http(s) on an allowed protocol, no user or
 * password, and a host of a browser push service (or of PUSH_SERVICE_HOSTS). An address written as
 * a number (127.0.0.1, 2130706433, 0x7f.1, [::ffff:7f00:1]; the URL parser writes them all as
 * addresses) is refused unless the operator listed it.
 */
export function acceptsEndpoint(endpoint: string, rules: PushEndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!rules.protocols.includes(url.protocol) || url.username || url.password) return false;
  const hostname = hostnameOf(url);
  if (rules.extraHosts.some((pattern) => matches(hostname, pattern))) return true;
  // Browsers' push services answer on 443; another port or a numeric address is someone else.
  if (isIP(hostname) || url.port) return false;
  return BROWSER_PUSH_HOSTS.some((pattern) => matches(hostname, pattern));
}

/** Whether the send-time address check is skipped: the operator named this host in PUSH_SERVICE_HOSTS. */
export function isTrustedHost(endpoint: string, extraHosts: readonly string[]): boolean {
  const hostname = hostnameOf(new URL(endpoint));
  return extraHosts.some((pattern) => matches(hostname, pattern));
}

const privateV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateV4.addSubnet(network, prefix, 'ipv4');

// IPv6 ranges that are not the public internet, or that carry an IPv4 address inside (mapped,
// compatible, NAT64, 6to4, Teredo): a push service never answers on those.
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  privateV6.addSubnet(network, prefix, 'ipv6');

/** A public unicast address: not private, loopback, link-local, multicast, reserved or IPv4 inside IPv6. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !privateV4.check(address, 'ipv4');
  // Node's BlockList also matches IPv4 queries against IPv4-mapped IPv6 rules: each list is asked
  // only about its own family.
  if (version === 6) return !privateV6.check(address, 'ipv6');
  return false;
}

export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export class RefusedPushAddress extends Error {}

/**
 * The address to connect to for an endpoint, looked up now: every address the name has must be
 * public (a name that also resolves to 10.0.0.1 is refused, so a second lookup cannot land there).
 */
export async function checkedAddress(endpoint: string, resolve: ResolveHost): Promise<string> {
  const hostname = hostnameOf(new URL(endpoint));
  const addresses = isIP(hostname) ? [hostname] : await resolve(hostname);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (addresses.length === 0 || refused !== undefined)
    throw new RefusedPushAddress(`endereço não público para ${hostname}: ${refused ?? 'nenhum'}`);
  return addresses[0];
}
