import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Real delivery when SMTP_URL is set (smtp://user:pass@host:port or smtps://...). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    list: async () => [],
  };
}
