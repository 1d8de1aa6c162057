import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminComment, AdminContactMessage, ContactStatus, ReportedComment } from '../../../../domain/admin-content.ts';

export type { AdminComment, AdminContactMessage, ContactStatus, ReportedComment };

const MESSAGES = ['admin', 'contact-messages'] as const;
const COMMENTS = ['admin', 'comments'] as const;
const REPORTS = ['admin', 'comment-reports'] as const;

export function useContactMessages(status: ContactStatus) {
  return useInfiniteQuery({
    queryKey: [...MESSAGES, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => api<{ messages: AdminContactMessage[]; nextCursor: string | null }>(`/api/admin/contact-messages?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
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
    handled: useMutation({ mutationFn: (v: { id: string; handled: boolean }) => api(`/api/admin/contact-messages/${v.id}/handled`, { method: 'PUT', body: { handled: v.handled } }), onSuccess: done }),
    reply: useMutation({ mutationFn: (v: { id: string; body: string }) => api(`/api/admin/contact-messages/${v.id}/reply`, { method: 'POST', body: { body: v.body } }), onSuccess: done }),
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
      return api<{ comments: AdminComment[]; nextCursor: string | null }>(`/api/admin/comments?${p}`);
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export const useReportedComments = () => useQuery({ queryKey: REPORTS, queryFn: () => api<{ comments: ReportedComment[] }>('/api/admin/comment-reports').then((r) => r.comments), staleTime: 0 });

export function useModeration() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: COMMENTS });
    void qc.invalidateQueries({ queryKey: REPORTS });
    void qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/comments/${id}`, { method: 'DELETE' }), onSuccess: done }),
    dismiss: useMutation({ mutationFn: (id: string) => api(`/api/admin/comments/${id}/dismiss-reports`, { method: 'POST' }), onSuccess: done }),
  };
}
