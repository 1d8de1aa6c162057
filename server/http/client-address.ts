import type { FastifyRequest } from 'fastify';

/**
 * The client's address, decided in one place (decision 016): Fastify's `req.ip`, which reads
 * X-Forwarded-For only when TRUST_PROXY names the proxy in front of us (app.ts `trustProxy`), else the
 * socket's peer. Views, the auth rate limit and the loopback-only /dev/outbox all ask here.
 */
export function clientAddress(req: FastifyRequest): string {
  return req.ip;
}

/**
 * The header by which the auth routes hand this address to better-auth (its rate limit and the
 * session's ip_address read it, `advanced.ipAddress.ipAddressHeaders`); whatever a client sends in it,
 * or in X-Forwarded-For, is dropped first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vehiclebid-client-address';

/** Whether the client is this machine (127.0.0.0/8 or ::1, also written as IPv4-mapped IPv6). */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}
