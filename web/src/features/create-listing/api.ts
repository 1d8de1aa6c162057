import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicSettingSchema } from '../../../../domain/shared/public-settings.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { postFile } from '../../lib/post-file.ts';
import type { ListingDraftData } from '../../../../domain/listings/listing-input.ts';
import {
  draftSavedSchema,
  draftSchema,
  draftSummariesSchema,
  submittedListingSchema,
  type Draft,
  type DraftBody,
  type DraftSummary,
  type UploadedFile,
} from '../../../../domain/listings/listing-drafts.ts';
import { featuredCheckoutSchema, type FeaturedCheckoutBody } from '../../../../domain/listings/featured-fee.ts';

export type { Draft, DraftSummary, UploadedFile };

export function useDrafts() {
  return useQuery({ queryKey: ['listing-drafts'], queryFn: () => api('/api/listing-drafts', { schema: draftSummariesSchema }).then((r) => r.drafts) });
}

export function useDraft(id: string | null) {
  return useQuery({
    queryKey: ['listing-draft', id],
    queryFn: () => api(`/api/listing-drafts/${id}`, { schema: draftSchema }),
    enabled: id !== null,
    // The form owns the data once loaded; a refetch must not overwrite what the seller types.
    staleTime: Infinity,
  });
}

export function useCreateDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: ListingDraftData) => api('/api/listing-drafts', { method: 'POST', body: { data } satisfies DraftBody, schema: draftSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['listing-drafts'] }),
  });
}

export function useDeleteDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/listing-drafts/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['listing-drafts'] }),
  });
}

export function saveDraft(id: string, data: ListingDraftData) {
  return api(`/api/listing-drafts/${id}`, { method: 'PUT', body: { data } satisfies DraftBody, schema: draftSavedSchema });
}

export function deleteUpload(draftId: string, uploadId: string) {
  return api(`/api/listing-drafts/${draftId}/uploads/${uploadId}`, { method: 'DELETE' });
}

export function submitDraft(id: string) {
  return api(`/api/listing-drafts/${id}/submit`, { method: 'POST', schema: submittedListingSchema });
}

/** SPEC 7 create-featured-listing-checkout: body auction_id, answers url. */
export function featuredCheckout(auctionId: string) {
  return api('/api/featured-listing-checkout', {
    method: 'POST',
    body: { auction_id: auctionId } satisfies FeaturedCheckoutBody,
    schema: featuredCheckoutSchema,
  });
}

/** One file per request, so the form shows each file's own progress. */
export function uploadFile(draftId: string, file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return postFile<UploadedFile>(`/api/listing-drafts/${draftId}/uploads`, file, onProgress);
}

/** SPEC 9: featured_listing_fee in cents (decision 003), 2500 when the setting is missing. */
export const DEFAULT_FEATURED_FEE_CENTS = 2500;

export function useFeaturedFeeCents() {
  return useQuery({
    queryKey: ['settings', 'featured_listing_fee'],
    queryFn: async () => {
      const res = await api('/api/settings/featured_listing_fee', { schema: publicSettingSchema }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return { value: null };
        throw err;
      });
      const cents = Number(res.value);
      return Number.isFinite(cents) && cents > 0 ? cents : DEFAULT_FEATURED_FEE_CENTS;
    },
  });
}
