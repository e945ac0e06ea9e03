import { randomInt } from 'node:crypto';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../webhooks/webhook-targets.js';

/** Where a tracked link lives on the product's own address: `${APP_URL}/l/<code>`. */
export const TRACKED_LINK_PREFIX = '/l/';

const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^10 ≈ 8·10^17 codes: far too many to find the few in use by trying. */
export const CODE_LENGTH = 10;
export const CODE_PATTERN = /^[0-9A-Za-z]{10}$/;

/** A new short code: random base62, drawn by the system's cryptographic generator. */
export function newCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Names that never lead to a server the public can reach: reserved for tests, examples, documentation
 * and local networks (RFC 2606, 6761, 6762, 8375), and the suffixes private networks commonly use.
 */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'lan', 'home', 'home.arpa', 'corp', 'intranet', 'private', 'localdomain'];

/**
 * Whether people outside could follow a link on this address: decided from how it is written alone (no
 * DNS lookup, which may answer differently inside the server's network). A name needs a dot and no private
 * suffix; an IP address must be a public one.
 */
export function isPublicAddress(appUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(appUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (isIP(host)) return !isPrivateAddress(host);
  if (!host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** Longest address a post's link may have to be tracked; longer ones go out as written. */
const TRACKED_URL_MAX_LENGTH = 2000;

/** An http(s) address in text, up to the first space or character no address holds. */
const LINK_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi;

/** The address as it ends in a sentence: a closing full stop, comma or unmatched bracket is the sentence's. */
function trimTrailingPunctuation(candidate: string): string {
  let link = candidate;
  for (;;) {
    const last = link.at(-1);
    if (last && '.,;:!?*'.includes(last)) {
      link = link.slice(0, -1);
    } else if (last === ')' && (link.match(/\(/g)?.length ?? 0) < (link.match(/\)/g)?.length ?? 0)) {
      link = link.slice(0, -1);
    } else if (last === ']' && (link.match(/\[/g)?.length ?? 0) < (link.match(/\]/g)?.length ?? 0)) {
      link = link.slice(0, -1);
    } else {
      return link;
    }
  }
}

/** The http(s) links of a post's text that can be tracked, in order, each once; not the product's own short links. */
export function findLinks(text: string, appUrl: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    const link = trimTrailingPunctuation(match[0]);
    if (isTrackable(link, appUrl)) found.add(link);
  }
  return [...found];
}

function isTrackable(link: string, appUrl: string): boolean {
  if (link.length > TRACKED_URL_MAX_LENGTH || link.toLowerCase().startsWith(`${appUrl}${TRACKED_LINK_PREFIX}`.toLowerCase())) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/** The text with each of its tracked links replaced by its short address; everything else as written. */
export function replaceLinks(text: string, appUrl: string, codes: ReadonlyMap<string, string>): string {
  return text.replace(LINK_IN_TEXT, (match) => {
    const link = trimTrailingPunctuation(match);
    const code = codes.get(link);
    return code === undefined ? match : `${appUrl}${TRACKED_LINK_PREFIX}${code}${match.slice(link.length)}`;
  });
}

/** A campaign's name as `utm_campaign`: lower case, words joined by hyphens. */
export function campaignSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'campaign'
  );
}

/**
 * Where a tracked link leads: its address with the UTM parameters analytics tools read, after the query
 * it already has; a UTM parameter the author set is kept as set.
 */
export function withUtm(targetUrl: string, about: { campaignName: string; postId: number }): string {
  const url = new URL(targetUrl);
  const utm: Record<string, string> = {
    utm_source: 'linkedin',
    utm_medium: 'social',
    utm_campaign: campaignSlug(about.campaignName),
    utm_content: `post-${about.postId}`,
  };
  for (const [name, value] of Object.entries(utm)) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return url.toString();
}

/**
 * Link-preview fetchers, crawlers and tools: their visits are not people's clicks. The networks' own
 * fetchers are named (they fetch every link of every post as it is shown), then the words any robot's
 * name carries.
 */
const AUTOMATED_AGENTS =
  /bot\b|bot\/|crawl|spider|preview|slurp|facebookexternalhit|facebookcatalog|embedly|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|bitlybot|nuzzel|mastodon|headless|lighthouse|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|libwww|axios\/|node-fetch|undici|scrapy|httpclient|feedfetcher|monitor|uptime|validator/i;

/** Whether a visit of a short link is a person's click: counted only then, redirected in every case. */
export function isPersonsClick(request: { method: string; userAgent: string | undefined; purpose: string | undefined }): boolean {
  if (request.method !== 'GET') return false;
  // A browser fetching ahead of a click, or showing a preview, says so.
  if (request.purpose && /prefetch|preview|prerender/i.test(request.purpose)) return false;
  const agent = request.userAgent?.trim();
  if (!agent) return false;
  return !AUTOMATED_AGENTS.test(agent);
}
