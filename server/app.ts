import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { errorReply, frameworkErrorReply } from './http/error-replies.ts';
import { clientErrorReply } from './http/client-error-reply.ts';
import { registerSecurityHeaders, servedOverHttps } from './http/security-headers.ts';
import { registerEdgeRules } from './http/edge-rules.ts';
import { withEdgeResponses } from './http/edge-responses.ts';
import { registerWriteLimits } from './http/write-limits.ts';
import { registerSafeRedirects } from './http/safe-redirects.ts';
import { recordRoutes } from './http/route-table.ts';
import { trustedOrigins } from './http/trusted-origins.ts';
import { authRoutes } from './modules/session/auth-routes.ts';
import { authFormRoutes } from './modules/session/auth-form-routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { memberSessionRoutes } from './modules/session/sessions-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { auctionDetailRoutes } from './modules/auction-detail/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import { listingRoutes } from './modules/listings/routes.ts';
import { biddingRoutes } from './modules/auction-engine/index.ts';
import { authorizationRoutes } from './modules/authorization/routes.ts';
import { paymentWebhookRoutes } from './modules/payment-webhooks/routes.ts';
import { createListingRoutes } from './modules/create-listing/routes.ts';
import { adminAuditRoutes } from './modules/admin-audit/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { adminSiteRoutes } from './modules/admin-site/routes.ts';
import { adminAuctionRoutes } from './modules/admin-auctions/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { adminAnalyticsRoutes } from './modules/admin-analytics/routes.ts';
import { adminContentRoutes } from './modules/admin-content/routes.ts';
import { adminPaymentsRoutes } from './modules/admin-payments/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { adminDealRoutes } from './modules/admin-deals/routes.ts';
import { requireAdmin } from './http/guards.ts';
import { featuredListingRoutes } from './modules/featured-listing/routes.ts';
import { listingApprovalRoutes } from './modules/listing-approval/routes.ts';
import { sellerListingRoutes } from './modules/seller-listings/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { followRoutes } from './modules/follows/routes.ts';
import { emailAlertRoutes } from './modules/email-alerts/routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { dealFeedbackRoutes } from './modules/deal-feedback/routes.ts';
import { dealRoutes } from './modules/deals/index.ts';
import { strikeRoutes } from './modules/strikes/index.ts';
import { adminStrikeRoutes } from './modules/admin-users/strike-routes.ts';
import { dealPhotoRoutes } from './modules/deal-photos/routes.ts';
import { adminPlanRoutes } from './modules/admin-plans/routes.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { identityVerificationRoutes } from './modules/identity-verification/routes.ts';
import { webRoutes } from './web-routes.ts';
import { registerDrain } from './http/drain.ts';
import type { AppDeps } from './app-deps.ts';

export type { AppDeps };

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Behind a configured proxy only is X-Forwarded-For honoured (README "Deploying").
    trustProxy: parseTrustProxy(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply({ https: servedOverHttps(deps.config.publicUrl) }),
    clientErrorHandler: clientErrorReply({ https: servedOverHttps(deps.config.publicUrl), log: deps.logger }),
    // A request that reaches a closing instance is answered by the drain (503 RESTARTING with
    // Retry-After), not by Fastify's own bare 503, which tells a client no time to retry after.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // While shutting down, new requests are answered 503 with Retry-After (server/main.ts).
  registerDrain(app);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler(errorReply);

  registerSecurityHeaders(app, deps.config.publicUrl);
  // Decision 029: every reply's Location stays on the site (or goes to the payment provider), checked in one place.
  registerSafeRedirects(app, { siteOrigins: trustedOrigins(deps.config) });
  // Decision 016: the NUL and Origin rules, before any route.
  registerEdgeRules(app, { trustedOrigins: trustedOrigins(deps.config) });
  // Limits on members' writes, named by each route's config.writeLimit (decision 021).
  registerWriteLimits(app, deps);

  // The web app derives its offset from server time (DESIGN "Data": countdowns run on server time).
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('x-server-time', String(deps.clock.now().getTime()));
  });

  // Every /api/admin route is for admins only, whichever module adds it; each route checks
  // again when it needs the admin's id (requireAdmin remembers the answer for the request).
  app.addHook('onRequest', async (req) => {
    if (req.url === '/api/admin' || req.url.startsWith('/api/admin/') || req.url.startsWith('/api/admin?')) await requireAdmin(deps, req);
  });

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'VehicleBid API', version: '1.0.0' } },
    // Every route's document lists the statuses the edge answers for it too.
    transform: (args) =>
      jsonSchemaTransform({ ...args, schema: withEdgeResponses(args.schema, [args.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET', args.url) }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(authRoutes(deps));
  await app.register(authFormRoutes(deps));
  await app.register(sessionRoutes(deps));
  await app.register(memberSessionRoutes(deps));
  await app.register(healthRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(categoryRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(mediaRoutes(deps));
  await app.register(liveRoutes(deps));
  await app.register(auctionDetailRoutes(deps));
  await app.register(commentRoutes(deps));
  await app.register(watchlistRoutes(deps));
  await app.register(listingRoutes(deps));
  await app.register(biddingRoutes(deps));
  await app.register(authorizationRoutes(deps));
  await app.register(paymentWebhookRoutes(deps));
  await app.register(createListingRoutes(deps));
  await app.register(adminAuditRoutes(deps));
  await app.register(adminUserRoutes(deps));
  await app.register(adminSiteRoutes(deps));
  await app.register(adminAuctionRoutes(deps));
  await app.register(adminDashboardRoutes(deps));
  await app.register(adminAnalyticsRoutes(deps));
  await app.register(adminContentRoutes(deps));
  await app.register(adminPaymentsRoutes(deps));
  await app.register(payoutRoutes(deps));
  await app.register(adminDealRoutes(deps));
  await app.register(featuredListingRoutes(deps));
  await app.register(listingApprovalRoutes(deps));
  await app.register(sellerListingRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(messageRoutes(deps));
  await app.register(followRoutes(deps));
  await app.register(emailAlertRoutes(deps));
  await app.register(savedSearchRoutes(deps));
  await app.register(offerRoutes(deps));
  await app.register(dealFeedbackRoutes(deps));
  await app.register(dealRoutes(deps));
  await app.register(strikeRoutes(deps));
  await app.register(adminStrikeRoutes(deps));
  await app.register(dealPhotoRoutes(deps));
  await app.register(adminPlanRoutes(deps));
  await app.register(membershipRoutes(deps));
  await app.register(identityVerificationRoutes(deps));
  if (!deps.config.isProduction) await app.register(devOutboxRoutes(deps));

  if (deps.webDist && existsSync(deps.webDist)) {
    await app.register(webRoutes(deps, deps.webDist));
  } else {
    app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' }));
  }
  return app;
}

// TRUST_PROXY: 'true' (any peer) or the proxies' addresses/CIDRs separated by commas, e.g. 'loopback,10.0.0.0/8'.
function parseTrustProxy(v: string | undefined): boolean | string[] {
  if (!v) return false;
  if (v === 'true') return true;
  return v.split(',').map((s) => s.trim());
}
