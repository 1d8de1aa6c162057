import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live-client.ts';
import { commentIdSchema, commentListSchema, likedSchema, reportedSchema, type CommentView } from '../../../../domain/community/comment-view.ts';
import type { CommentReportReason } from '../../../../domain/community/comment-input.ts';

export type { CommentView };

export const commentsKey = (auctionId: string) => ['comments', auctionId] as const;

export function useComments(auctionId: string, viewerId: string | null) {
  return useQuery({
    // The viewer is part of the key: rights and own likes differ per user.
    queryKey: [...commentsKey(auctionId), viewerId],
    queryFn: () => api(`/api/auctions/${auctionId}/comments`, { schema: commentListSchema }).then((r) => r.comments),
  });
}

/** SPEC 4 "Live bids": comments refresh live for every viewer of the listing. */
export function useLiveComments(auctionId: string) {
  const qc = useQueryClient();
  useLive([`auction:${auctionId}`], ['comment.changed', 'reconnected'], () => {
    void qc.invalidateQueries({ queryKey: commentsKey(auctionId) });
  });
}

export function useCommentMutations(auctionId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: commentsKey(auctionId) });
  return {
    add: useMutation({
      mutationFn: (content: string) => api(`/api/auctions/${auctionId}/comments`, { method: 'POST', body: { content }, schema: commentIdSchema }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, content }: { id: string; content: string }) =>
        api(`/api/comments/${id}`, { method: 'PATCH', body: { content }, schema: commentIdSchema }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(`/api/comments/${id}`, { method: 'DELETE', schema: commentIdSchema }),
      onSuccess: refresh,
    }),
    report: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: CommentReportReason }) =>
        api(`/api/comments/${id}/report`, { method: 'PUT', body: { reason }, schema: reportedSchema }),
      onSuccess: refresh,
    }),
    like: useMutation({
      mutationFn: ({ id, like }: { id: string; like: boolean }) => api(`/api/comments/${id}/like`, { method: like ? 'PUT' : 'DELETE', schema: likedSchema }),
      onSuccess: refresh,
    }),
  };
}
