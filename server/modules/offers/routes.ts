import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { requireAdmin, requireUser } from '../../http/guards.ts';
import { parseOfferAmount } from '../../../domain/offers/offers.ts';
import { negotiationViewSchema, secondChanceViewSchema } from '../../../domain/offers/offer-views.ts';
import { acceptOffer, declineOffer } from './answer-offer.ts';
import { listingOffers, myOffers, sellerOffers } from './list-offers.ts';
import { makeOffer } from './make-offer.ts';
import { listOfferPayments } from './offer-payments.ts';
import { makeSecondChanceOffer, readSecondChance } from './second-chance.ts';
import { makePortalOffer, readNegotiation } from './negotiation.ts';
import {
  answeredOfferSchema,
  listingsWithOffersAnswerSchema,
  madeOfferAnswerSchema,
  makeOfferBodySchema,
  offerPaymentsAnswerSchema,
  offersAnswerSchema,
  portalOfferAnswerSchema,
  portalOfferBodySchema,
  secondChanceBodySchema,
  secondChanceSentSchema,
} from '../../../domain/offers/offer-wire.ts';

const auctionParams = z.object({ id: z.string().uuid() });

/** Make an Offer, the seller's offers, the Negotiation Portal (SPEC 4, 5, 6, 7, 8). */
export const offerRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/offers',
      {
        config: { writeLimit: 'offer' },
        schema: { body: makeOfferBodySchema, response: { 200: madeOfferAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        const made = await makeOffer(deps, {
          userId: user.id,
          auctionId: req.body.auction_id,
          amount: parseOfferAmount(req.body.amount),
          message: req.body.message ?? null,
        });
        return { success: true as const, ...made };
      },
    );

    app.get(
      '/api/auctions/:id/offers',
      { schema: { params: auctionParams, response: { 200: offersAnswerSchema, ...errorResponses(401, 403, 404) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return { offers: await listingOffers(deps, { userId: user.id, auctionId: req.params.id }) };
      },
    );

    app.get(
      '/api/auctions/:id/my-offers',
      { schema: { params: auctionParams, response: { 200: offersAnswerSchema, ...errorResponses(401) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return { offers: await myOffers(deps, { userId: user.id, auctionId: req.params.id }) };
      },
    );

    app.get('/api/my-listings/offers', { schema: { response: { 200: listingsWithOffersAnswerSchema, ...errorResponses(401) } } }, async (req) => {
      const user = await requireUser(deps, req);
      return { listings: await sellerOffers(deps, user.id) };
    });

    const offerParams = z.object({ offerId: z.string().uuid() });
    app.post(
      '/api/offers/:offerId/accept',
      { schema: { params: offerParams, response: { 200: answeredOfferSchema, ...errorResponses(401, 403, 404, 409) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        const done = await acceptOffer(deps, { userId: user.id, offerId: req.params.offerId });
        return { success: true as const, offerId: done.offerId, status: done.status };
      },
    );

    app.post(
      '/api/offers/:offerId/decline',
      { schema: { params: offerParams, response: { 200: answeredOfferSchema, ...errorResponses(401, 403, 404, 409) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return { success: true as const, ...(await declineOffer(deps, { userId: user.id, offerId: req.params.offerId })) };
      },
    );

    app.get(
      '/api/auctions/:id/negotiation',
      { schema: { params: auctionParams, response: { 200: negotiationViewSchema, ...errorResponses(401, 403, 404) } } },
      async (req) => {
        const user = await requireUser(deps, req);
        return readNegotiation(deps, { userId: user.id, auctionId: req.params.id });
      },
    );

    app.post(
      '/api/auctions/:id/negotiation/offers',
      {
        config: { writeLimit: 'offer' },
        schema: { params: auctionParams, body: portalOfferBodySchema, response: { 200: portalOfferAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        const made = await makePortalOffer(deps, {
          userId: user.id,
          auctionId: req.params.id,
          amount: parseOfferAmount(req.body.amount),
          message: req.body.message ?? null,
        });
        return { success: true as const, ...made };
      },
    );

    // SPEC 1, 6, decision 033: the accepted offers and their deals' payment, read-only (no admin charges an accepted offer).
    app.get('/api/admin/offer-payments', { schema: { response: { 200: offerPaymentsAnswerSchema, ...errorResponses(401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return { items: await listOfferPayments(deps) };
    });

    // Decision 013: second-chance offers to underbidders after a window closed without a sale.
    app.get(
      '/api/auctions/:id/second-chance',
      {
        schema: {
          params: auctionParams,
          response: {
            200: secondChanceViewSchema,
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        return readSecondChance(deps, { userId: user.id, auctionId: req.params.id });
      },
    );

    app.post(
      '/api/auctions/:id/second-chance',
      {
        config: { writeLimit: 'offer' },
        schema: {
          params: auctionParams,
          body: secondChanceBodySchema,
          response: { 200: secondChanceSentSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const user = await requireUser(deps, req);
        return { success: true as const, ...(await makeSecondChanceOffer(deps, { userId: user.id, auctionId: req.params.id, bidderId: req.body.bidder_id })) };
      },
    );
  };
