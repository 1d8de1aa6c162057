import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * A real S3-compatible server for tests (s3rver, from npm), in a child process of its own.
 * It runs with the legacy OpenSSL provider because s3rver encrypts its list continuation tokens
 * with DES, which OpenSSL 3 leaves out by default.
 */
export async function startS3TestServer(o: { directory: string; bucket: string }): Promise<{ endpoint: string; close(): Promise<void> }> {
  const main = createRequire(import.meta.url).resolve('s3rver');
  const script = `
    const S3rver = require(${JSON.stringify(main)});
    new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(o.directory)}, configureBuckets: [{ name: ${JSON.stringify(o.bucket)} }] })
      .run().then((a) => console.log('listening ' + a.port));`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
