import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminComment, AdminContactMessage, ContactStatus, ReportedComment } from '../../../../domain/admin/admin-content.ts';
import {
  adminCommentPageSchema,
  contactMessagePageSchema,
  contentActionDoneSchema,
  reportedCommentsSchema,
  type HandledBody,
  type ReplyBody,
} from '../../../../domain/admin/admin-content-wire.ts';

export type { AdminComment, AdminContactMessage, ContactStatus, ReportedComment };

const MESSAGES = ['admin', 'contact-messages'] as const;
const COMMENTS = ['admin', 'comments'] as const;
const REPORTS = ['admin', 'comment-reports'] as const;

export function useContactMessages(status: ContactStatus) {
  return useInfiniteQuery({
    queryKey: [...MESSAGES, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api(`/api/admin/contact-messages?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: contactMessagePageSchema }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useMessageActions() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: MESSAGES });
    void qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    handled: useMutation({
      mutationFn: (v: { id: string; handled: boolean }) =>
        api(`/api/admin/contact-messages/${v.id}/handled`, {
          method: 'PUT',
          body: { handled: v.handled } satisfies HandledBody,
          schema: contentActionDoneSchema,
        }),
      onSuccess: done,
    }),
    reply: useMutation({
      mutationFn: (v: { id: string; body: string }) =>
        api(`/api/admin/contact-messages/${v.id}/reply`, { method: 'POST', body: { body: v.body } satisfies ReplyBody, schema: contentActionDoneSchema }),
      onSuccess: done,
    }),
  };
}

export function useLatestComments(search: string) {
  return useInfiniteQuery({
    queryKey: [...COMMENTS, search],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      if (search) p.set('search', search);
      if (pageParam) p.set('cursor', pageParam);
      return api(`/api/admin/comments?${p}`, { schema: adminCommentPageSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export const useReportedComments = () =>
  useQuery({ queryKey: REPORTS, queryFn: () => api('/api/admin/comment-reports', { schema: reportedCommentsSchema }).then((r) => r.comments), staleTime: 0 });

export function useModeration() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: COMMENTS });
    void qc.invalidateQueries({ queryKey: REPORTS });
    void qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    remove: useMutation({
      mutationFn: (id: string) => api(`/api/admin/comments/${id}`, { method: 'DELETE', schema: contentActionDoneSchema }),
      onSuccess: done,
    }),
    dismiss: useMutation({
      mutationFn: (id: string) => api(`/api/admin/comments/${id}/dismiss-reports`, { method: 'POST', schema: contentActionDoneSchema }),
      onSuccess: done,
    }),
  };
}
