import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentSession } from '../../http/guards.ts';
import type { LiveEvent } from '../../platform/realtime/realtime.ts';
import { liveEventsSince } from '../auction-engine/live-catch-up.ts';

const HEARTBEAT_MS = 25_000;
const PUBLIC_CHANNEL = /^auction:[0-9a-f-]{36}$/;

/**
 * Server-Sent Events: GET /api/live?channels=auction:{id},user:me. Auction channels are public;
 * 'user:me' is the signed-in user's own channel (notifications), never someone else's.
 */
export const liveRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // The adapter's connections (a LISTEN connection on PostgreSQL) end with the app.
    app.addHook('onClose', async () => deps.realtime.close());
    app.get(
      '/api/live',
      { schema: { hide: true, querystring: z.object({ channels: z.string().min(1).max(2000), since: z.coerce.number().int().min(0).optional() }) } },
      async (req, reply) => {
        const requested = [...new Set(req.query.channels.split(',').map((c) => c.trim()).filter(Boolean))].slice(0, 50);
        const channels: string[] = [];
        for (const c of requested) {
          if (PUBLIC_CHANNEL.test(c)) channels.push(c);
          else if (c === 'user:me') {
            const s = await currentSession(deps, req);
            if (s) channels.push(`user:${s.user.id}`);
          } else {
            return reply.status(400).send({ error: `Unknown channel: ${c}`, code: 'BAD_CHANNEL' });
          }
        }

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const write = (event: LiveEvent) => {
          const id = event.id ? `id: ${event.id}\n` : '';
          // The browser asked for 'user:me' and hears its events under that name.
          const channel = event.channel.startsWith('user:') ? 'user:me' : event.channel;
          res.write(`${id}event: ${event.type}\ndata: ${JSON.stringify({ ...(event.data as object), channel })}\n\n`);
        };
        res.write(`event: ready\ndata: ${JSON.stringify({ channels, serverTime: deps.clock.now().getTime() })}\n\n`);
        // Reconnect catch-up: Last-Event-ID (the browser's own) or ?since=; live events wait until the missed ones are sent.
        const header = Number(req.headers['last-event-id']);
        const since = req.query.since ?? (Number.isSafeInteger(header) && header > 0 ? header : undefined);
        let pending: LiveEvent[] | null = since === undefined ? null : [];
        // Per channel: one auction's events are numbered in commit order (its row lock orders them), but
        // two auctions' transactions may commit in the opposite order to their ids, so a single high-water
        // mark over all channels would drop the later-committed, lower-numbered event of another auction.
        const sentId = new Map<string, number>();
        const send = (event: LiveEvent) => {
          if (pending) return void pending.push(event);
          if (event.id) {
            const id = Number(event.id);
            if (id <= (sentId.get(event.channel) ?? since ?? 0)) return;
            sentId.set(event.channel, id);
          }
          write(event);
        };
        const unsubscribe = channels.map((c) => deps.realtime.subscribe(c, send));
        if (since !== undefined) {
          const missed = await liveEventsSince(deps.db, since, channels).catch((err: unknown) => {
            req.log.warn({ err }, 'live catch-up failed');
            return [];
          });
          const buffered = pending ?? [];
          pending = null;
          for (const event of [...missed, ...buffered]) send(event);
        }
        const heartbeat = setInterval(() => res.write(`: ping ${Date.now()}\n\n`), HEARTBEAT_MS);
        const stop = () => {
          clearInterval(heartbeat);
          unsubscribe.forEach((u) => u());
        };
        req.raw.on('close', stop);
        res.on('error', stop);
      },
    );
  };
