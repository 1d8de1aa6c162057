import type { FastifyInstance } from 'fastify';
import { safeLocation } from '../../domain/identity/return-path.ts';

/** The payment provider's hosted pages (Stripe Checkout and Connect onboarding): the only other sites a reply may send someone to. */
export const PROVIDER_REDIRECT_ORIGINS = ['https://checkout.stripe.com', 'https://connect.stripe.com'] as const;

/**
 * One check on every reply's Location (decision 029), whoever set it: our routes, better-auth's answers copied
 * by the auth routes, the static files' and the API document's redirects. A Location that would take the
 * browser off the site (another origin once read against the request, dot segments and encodings resolved)
 * becomes '/', and is logged; one on the site is sent as its canonical path. Registered before any route.
 */
export function registerSafeRedirects(app: FastifyInstance, o: { siteOrigins: readonly string[] }): void {
  app.addHook('onSend', async (req, reply) => {
    const raw = reply.getHeader('location');
    if (raw === undefined) return;
    const location = Array.isArray(raw) ? raw.join(', ') : String(raw);
    const safe = safeLocation(location, { siteOrigins: o.siteOrigins, requestUrl: req.url, providerOrigins: PROVIDER_REDIRECT_ORIGINS });
    if (safe === location) return;
    if (safe === '/') req.log.warn({ location }, 'a redirect off the site was sent to / instead');
    reply.header('location', safe);
  });
}
