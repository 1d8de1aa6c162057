// The content page of the admin area: contact messages with their replies, and comment
// moderation (the latest comments across the site and the comments members reported).

export const CONTACT_STATUSES = ['open', 'handled', 'all'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const REPLY_MAX = 5000;

export const CONTENT_MESSAGES = {
  replyRequired: 'Please write your reply.',
  replyTooLong: `The reply is at most ${REPLY_MAX.toLocaleString('en-US')} characters.`,
  mailFailed: 'The e-mail could not be sent. Please try again.',
  noOpenReports: 'This comment has no open reports.',
} as const;

export interface ContactReply {
  id: string;
  body: string;
  adminName: string | null;
  createdAt: string;
}

export interface AdminContactMessage {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  handledAt: string | null;
  createdAt: string;
  replies: ContactReply[];
}

export interface AdminComment {
  id: string;
  content: string;
  createdAt: string;
  author: { id: string; name: string; email: string } | null;
  auction: { id: string; title: string; path: string };
  likeCount: number;
  /** Open reports of the comment. */
  reportCount: number;
}

export interface ReportedComment extends AdminComment {
  reports: { reporterName: string; reason: string | null; createdAt: string }[];
  lastReportedAt: string;
}
