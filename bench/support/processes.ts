import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onStop } from '../../tools/run-bench.ts';
import { waitForHealth } from '../../tools/wait-for-health.ts';

// What the benches start and must stop however they end (tools/run-bench.ts onStop): scratch databases,
// server processes, a balancer, temporary folders.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A database of its own on the server of `baseUrl`, dropped at stop() or however the bench ends. */
export async function scratchDatabase(baseUrl: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const drop = onStop(async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}

/** A temporary folder, removed at stop() or however the bench ends. */
export async function scratchFolder(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: onStop(() => rm(dir, { recursive: true, force: true })) };
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`). */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface Started {
  process: ChildProcess;
  /** Stops it (once) and forgets it. */
  stop: () => Promise<void>;
}

/**
 * A real server process (node --import tsx server/main.ts) on PostgreSQL, as deployed, once it answers its health
 * check. BENCH_NODE_ARGS passes flags to its node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
 * The benches' bidders send far more bids a minute than a member's limit (30, decision 021): it is raised out of
 * reach, and each bid still pays for being counted.
 */
export async function startServer(o: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  community?: 'on' | 'off';
  env?: Record<string, string>;
}): Promise<Started> {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DATA_DIR: o.dataDir,
      NODE_ENV: 'development',
      PUBLIC_URL: `http://127.0.0.1:${o.port}`,
      COMMUNITY_JOBS: o.community ?? 'on',
      BID_LIMIT_PER_MINUTE: '1000000',
      ...o.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = onStop(() => stopProcess(child));
  try {
    await waitForHealth(`http://127.0.0.1:${o.port}`, child, 120_000);
    return { process: child, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * HAProxy with the repository's layout (deploy/haproxy.cfg), only its addresses changed as
 * server/test/several-instances.test.ts changes them: bound to 127.0.0.1:`port`, one server line per backend port,
 * no log, and `maxconn` this machine's descriptor limit allows (the shipped 20,000 needs twice that many
 * descriptors). Unlike the test, which restarts instances, the shipped health check is kept (every 2 s, its
 * timeout): with the test's 300 ms, a busy machine's slower answers took both instances out and the balancer
 * refused new streams with 503.
 */
export async function startBalancer(o: { port: number; backends: number[]; maxconn: number; dir: string }): Promise<Started> {
  const shipped = await readFile(join(root, 'deploy/haproxy.cfg'), 'utf8');
  const config = shipped
    .replace(/^\s*log stdout.*$/m, '')
    .replace(/^(\s*)maxconn \d+$/m, `$1maxconn ${o.maxconn}`)
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${o.port}`)
    .replace(/^\s*server app\d .*$/gm, '')
    .concat(o.backends.map((port, i) => `    server app${i + 1} 127.0.0.1:${port} check\n`).join(''));
  if (!config.includes('retry-on conn-failure empty-response 503') || !config.includes('balance roundrobin'))
    throw new Error('deploy/haproxy.cfg changed: update startBalancer');
  const file = join(o.dir, 'haproxy.cfg');
  await writeFile(file, config);
  const bin = process.env.HAPROXY ?? '/usr/sbin/haproxy';
  const output: string[] = [];
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  child.once('error', (err) => output.push(`haproxy could not start (apt-get install haproxy, or HAPROXY=path): ${String(err)}`));
  const stop = onStop(() => stopProcess(child, 5_000));
  try {
    await waitForHealth(`http://127.0.0.1:${o.port}`, child, 60_000);
    // Both backends have passed their checks (rise 2) before the bench sends its load.
    await new Promise((r) => setTimeout(r, 1_000));
    return { process: child, stop };
  } catch (err) {
    await stop();
    throw new Error(`${String(err)}: ${output.join('').slice(-2000)}`, { cause: err });
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere or once it has exited. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
