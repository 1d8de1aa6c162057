import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface ApprovalItem {
  id: string;
  kind: 'listing' | 'renewal';
  title: string;
  path: string;
  category: string;
  listing_type: string;
  image_url: string | null;
  location: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  starting_price: number;
  reserve_price: number | null;
  buy_now_price: number | null;
  start_time: string | null;
  end_time: string | null;
  submitted_at: string;
  seller: { id: string; name: string; email: string };
  featured_fee: 'held' | 'captured' | null;
  original: { id: string; title: string; path: string; current_bid: number } | null;
}

const KEY = ['admin', 'approvals'] as const;

export function useApprovalQueue() {
  return useQuery({ queryKey: KEY, queryFn: () => api<{ items: ApprovalItem[] }>('/api/admin/approvals').then((r) => r.items) });
}

export function useReview() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: KEY });
  const approve = useMutation({ mutationFn: (id: string) => api<{ status: string; featured: boolean }>(`/api/admin/approvals/${id}/approve`, { method: 'POST' }), onSuccess: done });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api<{ rejected: true }>(`/api/admin/approvals/${id}/reject`, { method: 'POST', body: { reason } }),
    onSuccess: done,
  });
  return { approve, reject };
}
