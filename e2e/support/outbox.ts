import { serverURL } from './server-url.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The latest mail to an address from the server's local outbox (the page at /dev/outbox reads the same). */
export async function latestMail(to: string, subject: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${serverURL()}/api/dev/outbox`);
    const { mails } = (await res.json()) as { mails: Mail[] };
    const mail = mails.find((m) => m.to === to && m.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail '${subject}' to ${to}`);
}

export function linkIn(mail: Mail): string {
  const match = /(https?:\/\/\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no link in mail');
  return match[1];
}
