import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './http.ts';

/** How in-process requests (tests) are known: they come through no socket. */
export const IN_PROCESS_CLIENT = 'local';

/** Longest user agent kept with a session; real ones are a few hundred characters. */
export const USER_AGENT_MAX = 512;

/**
 * The address of the client behind a request, for throttles and the sessions list: the socket's
 * peer, or an `X-Forwarded-For` entry only as far as `TRUST_PROXY` says proxies of ours wrote it.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return resolveClientAddress({
    socket: socketAddress(c),
    forwardedFor: c.req.header('x-forwarded-for'),
    trustedProxies: c.var.deps.trustProxy ?? 0,
  });
}

/**
 * Each trusted proxy appends the address it was reached from, so with N of them in front the
 * client is the entry N places left of the socket's peer; anything further left is whatever the
 * client sent. Fewer entries than proxies: the left-most (the request skipped a proxy); a
 * malformed entry: the socket's peer, which is never the client's to choose.
 */
export function resolveClientAddress({
  socket,
  forwardedFor,
  trustedProxies,
}: {
  /** The socket's peer; undefined for an in-process request. */
  socket: string | undefined;
  forwardedFor: string | undefined;
  trustedProxies: number;
}): string {
  const peer = socket === undefined ? IN_PROCESS_CLIENT : canonicalAddress(socket);
  if (trustedProxies <= 0 || !forwardedFor) return peer;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return peer;
  const entry = chain[Math.max(0, chain.length - trustedProxies)]!;
  return isIP(entry) ? canonicalAddress(entry) : peer;
}

/** The request's user agent, cut to a length worth storing and showing. */
export function userAgentOf(c: Context<AppEnv>): string {
  return (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_MAX);
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // an in-process request (tests) has no socket bindings
    return undefined;
  }
}

/**
 * One spelling per address: IPv4-mapped IPv6 as IPv4, IPv6 compressed and lower-case (Better Auth
 * stores it expanded); anything else as it is.
 */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6 || address.includes('%')) return address;
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}
