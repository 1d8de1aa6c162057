import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { postFile } from '../../lib/post-file.ts';
import type { z } from 'zod';
import { adminCategoryListSchema, adminCategorySchema, type AdminCategory, type categoryInput } from '../../../../domain/listings/site-categories.ts';
import { adminSettingsSchema, savedSettingSchema } from '../../../../domain/admin/admin-settings.ts';
import { heroImageSchema, heroImagesSchema, type HeroActiveBody, type HeroImage, type NewHeroImageBody } from '../../../../domain/admin/hero-images.ts';

export type { AdminCategory, HeroImage };

export const useSettings = () =>
  useQuery({ queryKey: ['admin', 'settings'], queryFn: () => api('/api/admin/settings', { schema: adminSettingsSchema }), staleTime: 0 });

export function useSaveSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; value: unknown }) =>
      api(`/api/admin/settings/${v.key}`, { method: 'PUT', body: { value: v.value }, schema: savedSettingSchema }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'settings'] });
      void qc.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

/** A photo from the admin's computer for a hero image: its address on this site (JPEG, PNG, WebP or HEIC). */
export const uploadHeroPhoto = (file: File, onProgress: (fraction: number) => void) =>
  postFile<{ imageUrl: string; width: number; height: number }>('/api/admin/hero-images/uploads', file, onProgress);

export const useHeroImages = () =>
  useQuery({ queryKey: ['admin', 'hero-images'], queryFn: () => api('/api/admin/hero-images', { schema: heroImagesSchema }), staleTime: 0 });

export function useHeroMutations() {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: ['admin', 'hero-images'] });
  return {
    add: useMutation({
      mutationFn: (b: NewHeroImageBody) => api('/api/admin/hero-images', { method: 'POST', body: b, schema: heroImageSchema }),
      onSuccess: done,
    }),
    activate: useMutation({
      mutationFn: (b: { id: string; isActive: boolean }) =>
        api(`/api/admin/hero-images/${b.id}/active`, { method: 'PUT', body: { isActive: b.isActive } satisfies HeroActiveBody, schema: heroImagesSchema }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/hero-images/${id}`, { method: 'DELETE' }), onSuccess: done }),
  };
}

export const useAdminCategories = () =>
  useQuery({ queryKey: ['admin', 'categories'], queryFn: () => api('/api/admin/categories', { schema: adminCategoryListSchema }), staleTime: 0 });

/** A photo from the admin's computer for a category (the hero images' upload step). */
export const uploadCategoryPhoto = (file: File, onProgress: (fraction: number) => void) =>
  postFile<{ imageUrl: string; width: number; height: number }>('/api/admin/categories/uploads', file, onProgress);

export type NewCategory = z.input<typeof categoryInput>;
export type CategoryChange = Partial<Pick<AdminCategory, 'title' | 'description' | 'imageUrl' | 'isActive'>>;

/** Add, edit, show or hide, order and delete; the public lists (home page, filters, menus) follow. */
export function useCategoryMutations() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: ['admin', 'categories'] });
    void qc.invalidateQueries({ queryKey: ['categories'] });
  };
  return {
    create: useMutation({
      mutationFn: (b: NewCategory) => api('/api/admin/categories', { method: 'POST', body: b, schema: adminCategorySchema }),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: CategoryChange & { id: string }) =>
        api(`/api/admin/categories/${id}`, { method: 'PATCH', body: patch, schema: adminCategorySchema }),
      onSuccess: (saved) => {
        // The answer is the category as saved: shown at once, before the list is read again.
        qc.setQueryData<{ categories: AdminCategory[] }>(
          ['admin', 'categories'],
          (old) => old && { categories: old.categories.map((c) => (c.id === saved.id ? saved : c)) },
        );
        done();
      },
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => api('/api/admin/categories/order', { method: 'PUT', body: { ids }, schema: adminCategoryListSchema }),
      onSuccess: (data) => {
        qc.setQueryData(['admin', 'categories'], data);
        void qc.invalidateQueries({ queryKey: ['categories'] });
      },
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/categories/${id}`, { method: 'DELETE' }), onSuccess: done }),
  };
}
