import type { MailMessage } from './mailer.ts';
import { EMAIL_CODE_MINUTES } from '../../../domain/identity/sign-in-codes.ts';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `footer`: trusted HTML under the card (an alert mail's unsubscribe and preferences links). */
export function layout(heading: string, body: string, action: { label: string; url: string }, footer = ''): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;color:#fff;padding:20px 28px;font-size:20px;font-weight:bold">Vehicle<span style="color:#f59e0b">Bid</span></td></tr>
<tr><td style="padding:28px"><h1 style="font-size:22px;margin:0 0 16px">${escape(heading)}</h1>
<p style="font-size:15px;line-height:1.6;margin:0 0 24px">${body}</p>
<a href="${escape(action.url)}" style="display:inline-block;background:#f59e0b;color:#0f172a;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px">${escape(action.label)}</a>
<p style="font-size:12px;color:#71717a;margin:24px 0 0">Or paste this link into your browser:<br>${escape(action.url)}</p>
</td></tr>${footer ? `<tr><td style="padding:0 28px 24px;font-size:12px;color:#71717a;line-height:1.6">${footer}</td></tr>` : ''}</table></td></tr></table></body></html>`;
}

export function confirmationMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `Hi ${name},\n\nWelcome to VehicleBid. Confirm your e-mail address to start bidding:\n${url}\n\nIf you did not sign up, ignore this mail.`,
    html: layout(
      'Confirm your e-mail address',
      `Hi ${escape(name)}, welcome to VehicleBid. Confirm your e-mail address to start bidding, watching and selling.`,
      { label: 'Confirm e-mail address', url },
    ),
  };
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `Hi ${name},\n\nSomeone asked to reset your VehicleBid password. Choose a new one here (valid for one hour):\n${url}\n\nIf it was not you, ignore this mail.`,
    html: layout(
      'Reset your password',
      `Hi ${escape(name)}, someone asked to reset your VehicleBid password. The link is valid for one hour. If it was not you, ignore this mail.`,
      { label: 'Choose a new password', url },
    ),
  };
}

/** A plain notice with one action (a seller's listing approved or rejected, ...). */
export function noticeMail(o: { to: string; subject: string; heading: string; lines: string[]; action: { label: string; url: string } }): MailMessage {
  return {
    to: o.to,
    subject: o.subject,
    text: `${o.lines.join('\n\n')}\n\n${o.action.label}: ${o.action.url}`,
    html: layout(o.heading, o.lines.map(escape).join('<br><br>'), o.action),
  };
}

/** The one-time sign-in code. */
export function signInCodeMail(to: string, code: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Your VehicleBid sign-in code',
    text: `Your sign-in code is ${code}\n\nType it on the sign-in page within ${EMAIL_CODE_MINUTES} minutes. It works once.\n\nIf you did not ask for it, ignore this mail: nobody can sign in without the code.`,
    html: layout(
      'Your sign-in code',
      `Your sign-in code is <strong style="font-size:24px;letter-spacing:4px">${escape(code)}</strong><br><br>Type it on the sign-in page within ${EMAIL_CODE_MINUTES} minutes. It works once. If you did not ask for it, ignore this mail.`,
      { label: 'Go to sign in', url: signInUrl },
    ),
  };
}

/** A sign-in from a browser the account has not used before, with a link that ends that session. */
export function newBrowserMail(o: { to: string; name: string; browser: string; device: string; address: string; url: string }): MailMessage {
  const what = `${o.browser} on ${o.device}, from ${o.address}`;
  return {
    to: o.to,
    subject: 'New sign-in to your VehicleBid account',
    text: `Hi ${o.name},\n\nYour account was just signed in from a new browser: ${what}.\n\nIf it was you, there is nothing to do. If it was not, end that session and change your password:\n${o.url}`,
    html: layout(
      'New sign-in to your account',
      `Hi ${escape(o.name)}, your account was just signed in from a new browser: <strong>${escape(what)}</strong>.<br><br>If it was you, there is nothing to do. If it was not, end that session and change your password.`,
      { label: 'End that session', url: o.url },
    ),
  };
}
