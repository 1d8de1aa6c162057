import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { buildApp, type App } from '../app.ts';
import { composeDeps } from '../compose.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import { createOutboxMailer } from '../platform/mail/outbox-mailer.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { createTestDatabase } from './test-database.ts';
import { clientOf, type ApiClient, type Caller } from './api-client.ts';

export interface TestApp {
  app: App;
  deps: AppDeps;
  database: Database;
  mailer: Mailer;
  /** Requests as a signed-in user (their session cookie on each), or as a visitor for null or an empty cookie. */
  as(caller: Caller): ApiClient;
  /** Requests as a signed-out visitor. */
  anonymous: ApiClient;
  close(): Promise<void>;
}

/** `webDist`: a built web app to serve (pages); without it the app serves the API only. */
export async function createTestApp(o: { env?: Record<string, string>; clock?: Clock; webDist?: string } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vehiclebid-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    LISTINGS_CACHE_MS: '0',
    ...o.env,
  });
  const database = await createTestDatabase();
  const mailer = createOutboxMailer(join(dataDir, 'outbox'), config.MAIL_FROM);
  const deps = composeDeps({ config, database, clock: o.clock ?? systemClock, logger: pino({ level: 'silent' }), mailer });
  const app = await buildApp(o.webDist ? { ...deps, webDist: o.webDist } : deps);
  return {
    app,
    deps,
    database,
    mailer,
    as: (caller) => clientOf(app, caller),
    anonymous: clientOf(app, null),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const PASSWORD = 'Password123!';

/** The cookie header to send back, from a response's set-cookie headers. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export function linkIn(text: string): string {
  const match = /(https?:\/\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return match[1];
}

/** Signs up, follows the confirmation link and returns the signed-in session cookie. */
export async function signUpConfirmed(t: TestApp, email: string, name = 'Test User'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: PASSWORD, callbackURL: '/email-confirmed' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const mail = (await t.mailer.list()).find((m) => m.to === email);
  const link = new URL(linkIn(mail!.text));
  const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const cookie = cookieFrom(verify);
  if (!cookie) throw new Error(`confirmation did not sign in: ${verify.statusCode} ${verify.body}`);
  return cookie;
}
