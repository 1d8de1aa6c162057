import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Mailer, MailMessage, StoredMail } from './mailer.ts';

/** The local default: every mail is a JSON file under the outbox folder (README "E-mail"). */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const mail: StoredMail = { id: randomUUID(), from, sentAt, ...message };
      const name = `${sentAt.replace(/[:.]/g, '-')}-${mail.id}.json`;
      await writeFile(join(dir, name), JSON.stringify(mail, null, 2));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const files = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse();
      return Promise.all(files.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as StoredMail));
    },
  };
}
