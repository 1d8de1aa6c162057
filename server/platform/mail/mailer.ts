export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert mails (RFC 8058). */
  headers?: Record<string, string>;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** The local outbox's mails, newest first; empty for SMTP. */
  list(): Promise<StoredMail[]>;
}
