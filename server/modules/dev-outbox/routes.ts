import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { cspNonce, withNonce } from '../../http/security-headers.ts';
import { clientAddress, isLoopback } from '../../http/client-address.ts';
import { forbidden } from '../../http/errors.ts';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The local outbox, readable in the browser when not in production (README "E-mail"), and only from this
 * machine: it holds every password-reset link. The address is the one of decision 016.
 */
export const devOutboxRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', async (req) => {
      if (!isLoopback(clientAddress(req))) throw forbidden('The outbox is shown only on the machine the site runs on.');
    });
    app.get('/api/dev/outbox', { schema: { hide: true } }, async () => ({ mails: await deps.mailer.list() }));

    app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
      const page = (html: string) => reply.type('text/html; charset=utf-8').send(withNonce(html, cspNonce(reply)));
      const mails = await deps.mailer.list();
      const items = mails
        .map(
          (m) => `<article class="mail"><header><h2>${esc(m.subject)}</h2>
<p>To <strong>${esc(m.to)}</strong> · ${esc(new Date(m.sentAt).toLocaleString('en-US'))}</p></header>
<iframe title="${esc(m.subject)}" srcdoc="${esc(m.html)}"></iframe></article>`,
        )
        .join('\n');
      const body = mails.length
        ? items
        : `<p class="empty">${deps.mailer.kind === 'smtp' ? 'Mail is sent by SMTP, so nothing is kept here.' : 'No mail yet.'}</p>`;
      return page(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Outbox · VehicleBid (development)</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:24px;color:#18181b}
h1{margin:0 0 4px}.note{color:#52525b;margin:0 0 24px}.mail{background:#fff;border-radius:12px;margin:0 0 20px;padding:16px;box-shadow:0 1px 3px #0002}
.mail h2{font-size:18px;margin:0}.mail p{margin:4px 0 12px;color:#52525b}iframe{width:100%;height:480px;border:1px solid #e4e4e7;border-radius:8px}
.empty{color:#52525b}</style></head><body><h1>Outbox</h1>
<p class="note">Mails the site has sent, newest first. Shown only outside production; set SMTP_URL to deliver real mail.</p>
${body}</body></html>`);
    });
  };
