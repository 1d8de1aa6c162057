import http from 'node:http';

export interface Answer {
  status: number;
  json: Record<string, unknown>;
  cookies: string[];
}

/** One JSON request to a server (or the balancer) on 127.0.0.1:`port`; the answer's body parsed, its cookies as name=value. */
export function request(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, agent?: http.Agent): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown>;
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            json = { text };
          }
          const raw = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, json, cookies: (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(';')[0]!) });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export const BENCH_PASSWORD = 'Password123!';

export async function signUp(port: number, email: string): Promise<void> {
  const up = await request(port, 'POST', '/api/auth/sign-up/email', { name: email.split('@')[0], email, password: BENCH_PASSWORD });
  if (up.status !== 200) throw new Error(`sign-up ${email}: ${up.status} ${JSON.stringify(up.json)}`);
}

/** Signs in; the session's cookie header. */
export async function signIn(port: number, email: string): Promise<string> {
  const r = await request(port, 'POST', '/api/auth/sign-in/email', { email, password: BENCH_PASSWORD });
  if (r.status !== 200) throw new Error(`sign-in ${email}: ${r.status}`);
  return r.cookies.join('; ');
}

/** Runs `work` over `items` with at most `concurrency` at once, in order of start. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
