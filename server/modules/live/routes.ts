import type { FastifyPluginAsync } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatLiveCursor, MAX_LIVE_CHANNELS, parseLiveCursor } from '../../../domain/shared/live-cursor.ts';
import type { AppDeps } from '../../app-deps.ts';
import { currentSession } from '../../http/guards.ts';
import type { LiveEvent } from '../../platform/realtime/realtime.ts';
import { latestAuctionEventId, liveEventsSince } from '../auction-engine/index.ts';
import { latestUserEventId, userEventsSince } from './user-events.ts';

const HEARTBEAT_MS = 25_000;
const PUBLIC_CHANNEL = /^auction:[0-9a-f-]{36}$/;
/** The browser's reconnect delay (SSE `retry:`); at shutdown each stream is told a spread-out one. */
export const LIVE_RETRY_MS = 2_000;
const SHUTDOWN_RETRY_MS = { min: 500, spread: 2_500 };
/** Ids kept per channel to recognise an event already sent (a late one is still delivered). */
const RECENT_IDS = 256;

/**
 * An event's text after its id, the same for every stream it reaches: written once per event, not once per viewer
 * (5,000 viewers of a hot auction get each bid within a few milliseconds of a bare broadcast).
 * The browser asked for 'user:me' and hears its events under that name.
 */
const bodies = new WeakMap<LiveEvent, string>();
function bodyOf(event: LiveEvent): string {
  let body = bodies.get(event);
  if (body === undefined) {
    const named = event.channel.startsWith('user:') ? 'user:me' : event.channel;
    body = `event: ${event.type}\ndata: ${JSON.stringify({ ...(event.data as object), channel: named })}\n\n`;
    bodies.set(event, body);
  }
  return body;
}

/**
 * Server-Sent Events: GET /api/live?channels=auction:{id},user:me. Auction channels are public;
 * 'user:me' is the signed-in user's own channel (notifications, messages, offers), never someone else's.
 * Every event carries the stream's position as its id (domain/shared/live-cursor.ts, decision 027): a browser
 * that reconnects to this or any other instance with Last-Event-ID is sent what it missed, in order and
 * once, then the live events.
 */
export const liveRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const open = new Set<ServerResponse>();
    // Shutdown: every stream ends with a spread-out retry hint, so its browser
    // reconnects (to another instance, with its Last-Event-ID) without all of them arriving at once.
    app.addHook('preClose', async () => {
      for (const res of open) {
        const retry = SHUTDOWN_RETRY_MS.min + Math.floor(Math.random() * SHUTDOWN_RETRY_MS.spread);
        res.end(`retry: ${retry}\n\n`);
      }
      open.clear();
    });
    // The adapter's connections (a LISTEN connection on PostgreSQL) end with the app.
    app.addHook('onClose', async () => deps.realtime.close());
    app.get(
      '/api/live',
      { schema: { hide: true, querystring: z.object({ channels: z.string().min(1).max(2000), since: z.string().max(1100).optional() }) } },
      async (req, reply) => {
        const requested = [
          ...new Set(
            req.query.channels
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
          ),
        ].slice(0, MAX_LIVE_CHANNELS);
        // The channel each requested one resolves to, by its index (the cursor's entries name indexes).
        const resolved: Array<string | null> = [];
        let userId: string | null = null;
        for (const c of requested) {
          if (PUBLIC_CHANNEL.test(c)) resolved.push(c);
          else if (c === 'user:me') {
            const s = await currentSession(deps, req);
            userId = s?.user.id ?? null;
            resolved.push(userId ? `user:${userId}` : null);
          } else {
            return reply.status(400).send({ error: `Unknown channel: ${c}`, code: 'BAD_CHANNEL' });
          }
        }
        const channels = resolved.filter((c): c is string => c !== null);
        const indexOf = new Map(resolved.map((c, i) => [c, i] as const));

        // Where this stream starts: the browser's Last-Event-ID (or ?since=, from a stream the web app reopened
        // itself after an error answer), else the database's latest ids.
        const header = req.headers['last-event-id'];
        const given = parseLiveCursor(typeof header === 'string' ? header : req.query.since, requested.length);
        const latest = async () => {
          const [auction, user] = await Promise.all([latestAuctionEventId(deps.db), userId ? latestUserEventId(deps.db, userId) : 0]);
          return { auction, user };
        };
        let start: { base: number; positions: Map<number, number> };
        try {
          if (given) {
            const positions = new Map(given.positions);
            const userIndex = userId ? indexOf.get(`user:${userId}`) : undefined;
            // A position for the member's stream from an older id, or a stream opened signed out: from now.
            if (userIndex !== undefined && !positions.has(userIndex)) positions.set(userIndex, (await latest()).user);
            start = { base: given.base, positions };
          } else {
            const now = await latest();
            const positions = new Map<number, number>();
            if (userId) positions.set(indexOf.get(`user:${userId}`)!, now.user);
            start = { base: now.auction, positions };
          }
        } catch (err) {
          req.log.error({ err }, 'live stream start failed');
          return reply.status(503).header('retry-after', '2').send({ error: 'Live updates are unavailable. Please try again.', code: 'UNAVAILABLE' });
        }

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        open.add(res);
        const position = new Map<string, number>();
        const startedAt = new Map<string, number>();
        const recent = new Map<string, Set<number>>();
        for (const [i, c] of resolved.entries()) {
          if (!c) continue;
          const at = start.positions.get(i) ?? start.base;
          position.set(c, at);
          startedAt.set(c, at);
          recent.set(c, new Set());
        }
        const cursor = () => {
          const positions = new Map<number, number>();
          for (const [c, at] of position) {
            const i = indexOf.get(c)!;
            if (c.startsWith('user:') || at !== start.base) positions.set(i, at);
          }
          return formatLiveCursor({ base: start.base, positions });
        };
        const write = (event: LiveEvent) => res.write(`id: ${cursor()}\n${bodyOf(event)}`);
        res.write(`retry: ${LIVE_RETRY_MS}\nid: ${cursor()}\nevent: ready\ndata: ${JSON.stringify({ channels, serverTime: deps.clock.now().getTime() })}\n\n`);

        // Live events wait while the missed ones are read, then go through the same once-only filter.
        let pending: LiveEvent[] | null = given ? [] : null;
        const send = (event: LiveEvent) => {
          if (pending) return void pending.push(event);
          if (event.id) {
            const id = Number(event.id);
            const seen = recent.get(event.channel);
            if (!seen || id <= startedAt.get(event.channel)! || seen.has(id)) return;
            seen.add(id);
            // The earliest kept goes first (a Set keeps insertion order): no scan per event and viewer.
            if (seen.size > RECENT_IDS) seen.delete(seen.values().next().value!);
            if (id > position.get(event.channel)!) position.set(event.channel, id);
          }
          write(event);
        };
        const unsubscribe = channels.map((c) => deps.realtime.subscribe(c, send));
        if (given) {
          const auctions = channels.filter((c) => c.startsWith('auction:'));
          const users = channels.filter((c) => c.startsWith('user:'));
          const from = (list: string[]) => Math.min(...list.map((c) => startedAt.get(c)!));
          const missed = await Promise.all([
            auctions.length ? liveEventsSince(deps.db, from(auctions), auctions, 1000) : [],
            users.length ? userEventsSince(deps.db, from(users), users) : [],
          ]).catch((err: unknown) => {
            req.log.warn({ err }, 'live catch-up failed');
            return [[], []];
          });
          const buffered = pending ?? [];
          pending = null;
          for (const event of [...missed.flat(), ...buffered]) send(event);
        }
        const heartbeat = setInterval(() => res.write(`: ping ${Date.now()}\n\n`), HEARTBEAT_MS);
        const stop = () => {
          clearInterval(heartbeat);
          open.delete(res);
          unsubscribe.forEach((u) => u());
        };
        req.raw.on('close', stop);
        res.on('error', stop);
      },
    );
  };
