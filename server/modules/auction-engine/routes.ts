import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { TooManyWrites } from '../../http/write-limits.ts';
import { errorResponses, failureOrErrorSchema, failureResponses } from '../../http/error-schemas.ts';
import { currentSession, requireUser } from '../../http/guards.ts';
import { buyNow } from './buy-now.ts';
import { getBiddingState } from './get-bidding-state.ts';
import { placeBid } from './place-bid.ts';
import { removeProxyBid } from './remove-proxy-bid.ts';
import { setProxyBid } from './set-proxy-bid.ts';
import { biddingViewSchema } from '../../../domain/bidding/bidding-view.ts';
import {
  auctionIdBodySchema,
  buyNowAnswerSchema,
  placeBidBodySchema,
  proxyBidAnswerSchema,
  proxyBidBodySchema,
  succeededSchema,
} from '../../../domain/bidding/bidding-wire.ts';
import { placeBidResponseSchema } from '../../../domain/bidding/bid-placement.ts';

const uuid = z.string().uuid();

// A 400 is the engine's ({ success: false, ... }) or a failed validation; 401 comes before the engine is asked.
const engineErrors = { 400: failureOrErrorSchema, ...errorResponses(401), ...failureResponses(403, 404, 409) };

/** The engine's answers carry `success` (SPEC 7): errors are { success: false, error, code }. */
export async function answer<T extends object>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { success: true as const, ...(await work()) };
  } catch (err) {
    if (err instanceof TooManyWrites) reply.header('retry-after', String(err.retryAfter));
    if (err instanceof AppError) return reply.status(err.status).send({ success: false, error: err.message, code: err.code });
    throw err;
  }
}

export const biddingRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/auctions/:id/bidding',
      {
        schema: {
          tags: ['bidding'],
          params: z.object({ id: uuid }),
          response: { 200: biddingViewSchema, ...errorResponses(400), ...failureResponses(404) },
        },
      },
      async (req, reply) => {
        const viewer = await currentSession(deps, req);
        try {
          return await getBiddingState(deps, req.params.id, viewer?.user.id ?? null);
        } catch (err) {
          // The only AppError getBiddingState throws is auctionNotFound (404).
          if (err instanceof AppError) return reply.status(err.status as 404).send({ success: false, error: err.message, code: err.code });
          throw err;
        }
      },
    );

    // Decision 021: a member's bids, proxy maximums and buy nows share one limit. A bid is
    // counted in its batch's statement (no round trip or commit of its own on the hot path; refused alone there),
    // a proxy maximum and a buy now by the hook before their own transaction.
    app.post(
      '/api/bids',
      {
        config: { writeLimit: 'bid', writeLimitCountedBy: 'handler' },
        schema: {
          tags: ['bidding'],
          body: placeBidBodySchema,
          headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }).passthrough(),
          response: { 200: placeBidResponseSchema, ...engineErrors },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return answer(reply, async () => {
          const r = await placeBid(deps, {
            userId: user.id,
            auctionId: req.body.auction_id,
            amount: req.body.amount,
            idempotencyKey: req.headers['idempotency-key'] ?? null,
          });
          return {
            bid: r.bid,
            auction: {
              currentBid: r.auction.currentBid,
              endTime: r.auction.endTime,
              reserveMet: r.auction.reserveMet,
              bidCount: r.auction.bidCount,
              status: r.auction.status,
            },
            leading: r.leading,
            minimumBid: r.minimumBid,
          };
        });
      },
    );

    app.post(
      '/api/proxy-bids',
      {
        config: { writeLimit: 'bid' },
        schema: {
          tags: ['bidding'],
          body: proxyBidBodySchema,
          response: { 200: proxyBidAnswerSchema, ...engineErrors },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return answer(reply, async () => {
          const r = await setProxyBid(deps, { userId: user.id, auctionId: req.body.auction_id, maxBidAmount: req.body.max_bid_amount });
          return { proxyBid: r.proxyBid, updated: r.updated };
        });
      },
    );

    app.delete(
      '/api/proxy-bids/:auctionId',
      {
        schema: {
          tags: ['bidding'],
          params: z.object({ auctionId: uuid }),
          response: { 200: succeededSchema, ...errorResponses(400, 401), ...failureResponses(404) },
        },
      },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return answer(reply, async () => {
          await removeProxyBid(deps, { userId: user.id, auctionId: req.params.auctionId });
          return {};
        });
      },
    );

    app.post(
      '/api/buy-now',
      { config: { writeLimit: 'bid' }, schema: { tags: ['bidding'], body: auctionIdBodySchema, response: { 200: buyNowAnswerSchema, ...engineErrors } } },
      async (req, reply) => {
        const user = await requireUser(deps, req);
        return answer(reply, async () => buyNow(deps, { userId: user.id, auctionId: req.body.auction_id }));
      },
    );
  };
