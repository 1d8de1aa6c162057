import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escape, layout } from '../../platform/mail/templates.ts';

export interface AlertLine {
  text: string;
  /** Absolute URL of what the alert is about, when it has one. */
  url: string | null;
}

const SUBJECT_MAX = 140;
const clip = (s: string) => (s.length > SUBJECT_MAX ? `${s.slice(0, SUBJECT_MAX - 1)}…` : s);

/**
 * One user's pending alerts as one mail: one line per alert with its link, the way to the
 * preferences, and the one-click unsubscribe link, also in the List-Unsubscribe headers (RFC 2369, 8058).
 */
export function alertMail(o: {
  to: string;
  name: string;
  alerts: readonly AlertLine[];
  unsubscribeUrl: string;
  oneClickUrl: string;
  preferencesUrl: string;
  homeUrl: string;
}): MailMessage {
  const single = o.alerts.length === 1 ? o.alerts[0]! : null;
  const subject = single ? clip(single.text) : `${o.alerts.length} new alerts from VehicleBid`;
  const heading = single ? 'You have a new alert' : `You have ${o.alerts.length} new alerts`;
  const action = single?.url ? { label: 'View on VehicleBid', url: single.url } : { label: 'Open VehicleBid', url: o.homeUrl };
  const text = [
    `Hi ${o.name},`,
    ...o.alerts.map((a) => (a.url ? `- ${a.text}\n  ${a.url}` : `- ${a.text}`)),
    `${action.label}: ${action.url}`,
    `Choose which e-mails you get: ${o.preferencesUrl}`,
    `Unsubscribe from these e-mails: ${o.unsubscribeUrl}`,
  ].join('\n\n');
  const items = o.alerts
    .map((a) => (a.url ? `&bull; <a href="${escape(a.url)}" style="color:#0f172a">${escape(a.text)}</a>` : `&bull; ${escape(a.text)}`))
    .join('<br>');
  const footer = `You get these e-mails because of your alert settings. <a href="${escape(o.preferencesUrl)}" style="color:#71717a">Choose which e-mails you get</a> &middot; <a href="${escape(o.unsubscribeUrl)}" style="color:#71717a">Unsubscribe</a>`;
  return {
    to: o.to,
    subject,
    text,
    html: layout(heading, `Hi ${escape(o.name)},<br><br>${items}`, action, footer),
    headers: { 'List-Unsubscribe': `<${o.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The heading of a transactional mail, by the notice's type. */
const TRANSACTIONAL_HEADINGS: Record<string, string> = {
  auction_won: 'What to pay, and by when',
  auction_sold: 'Your vehicle is sold',
  deal_update: 'News of your deal',
};

/**
 * DESIGN "The deal after the sale": a mail a sale or a deal requires, on its own: its subject, the
 * notice's words and the deal's link. No unsubscribe link and no List-Unsubscribe header: it is part of the sale, not
 * an alert, and is sent whatever the alert settings (which the footer says).
 */
export function transactionalMail(o: {
  to: string;
  name: string;
  type: string;
  subject: string;
  text: string;
  url: string | null;
  homeUrl: string;
}): MailMessage {
  const heading = TRANSACTIONAL_HEADINGS[o.type] ?? 'News of your deal';
  const action = o.url
    ? { label: o.url.includes('/deals/') ? 'Open the deal' : 'View on VehicleBid', url: o.url }
    : { label: 'Open VehicleBid', url: o.homeUrl };
  const why = 'You get this e-mail because you are the buyer or the seller in this sale. It is part of the sale, so it is sent whatever your alert settings.';
  return {
    to: o.to,
    subject: clip(o.subject),
    text: [`Hi ${o.name},`, o.text, `${action.label}: ${action.url}`, why].join('\n\n'),
    html: layout(heading, `Hi ${escape(o.name)},<br><br>${escape(o.text)}`, action, escape(why)),
  };
}
