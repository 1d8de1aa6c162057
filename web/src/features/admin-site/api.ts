import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { postFile } from '../../lib/post-file.ts';
import type { AdminCategory } from '../../../../domain/site-categories.ts';

export interface HeroImage {
  id: string;
  imageUrl: string;
  title: string | null;
  isActive: boolean;
  createdAt: string;
}
export type { AdminCategory };

export const useSettings = () =>
  useQuery({ queryKey: ['admin', 'settings'], queryFn: () => api<{ settings: { key: string; value: unknown; updatedAt: string }[] }>('/api/admin/settings'), staleTime: 0 });

export function useSaveSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; value: unknown }) => api(`/api/admin/settings/${v.key}`, { method: 'PUT', body: { value: v.value } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'settings'] });
      void qc.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

/** A photo from the admin's computer for a hero image: its address on this site (JPEG, PNG, WebP or HEIC). */
export const uploadHeroPhoto = (file: File, onProgress: (fraction: number) => void) =>
  postFile<{ imageUrl: string; width: number; height: number }>('/api/admin/hero-images/uploads', file, onProgress);

export const useHeroImages = () => useQuery({ queryKey: ['admin', 'hero-images'], queryFn: () => api<{ images: HeroImage[] }>('/api/admin/hero-images'), staleTime: 0 });

export function useHeroMutations() {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: ['admin', 'hero-images'] });
  return {
    add: useMutation({ mutationFn: (b: { imageUrl: string; title: string; makeActive: boolean }) => api('/api/admin/hero-images', { method: 'POST', body: b }), onSuccess: done }),
    activate: useMutation({ mutationFn: (b: { id: string; isActive: boolean }) => api(`/api/admin/hero-images/${b.id}/active`, { method: 'PUT', body: { isActive: b.isActive } }), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/hero-images/${id}`, { method: 'DELETE' }), onSuccess: done }),
  };
}

export const useAdminCategories = () => useQuery({ queryKey: ['admin', 'categories'], queryFn: () => api<{ categories: AdminCategory[] }>('/api/admin/categories'), staleTime: 0 });

/** A photo from the admin's computer for a category (the hero images' upload step). */
export const uploadCategoryPhoto = (file: File, onProgress: (fraction: number) => void) =>
  postFile<{ imageUrl: string; width: number; height: number }>('/api/admin/categories/uploads', file, onProgress);

export interface NewCategory {
  title: string;
  slug?: string;
  description?: string;
  imageUrl?: string;
  isActive: boolean;
}
export type CategoryChange = Partial<Pick<AdminCategory, 'title' | 'description' | 'imageUrl' | 'isActive'>>;

/** Issue 25 item 15: add, edit, show or hide, order and delete; the public lists (home page, filters, menus) follow. */
export function useCategoryMutations() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: ['admin', 'categories'] });
    void qc.invalidateQueries({ queryKey: ['categories'] });
  };
  return {
    create: useMutation({ mutationFn: (b: NewCategory) => api<AdminCategory>('/api/admin/categories', { method: 'POST', body: b }), onSuccess: done }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: CategoryChange & { id: string }) => api<AdminCategory>(`/api/admin/categories/${id}`, { method: 'PATCH', body: patch }),
      onSuccess: (saved) => {
        // The answer is the category as saved: shown at once, before the list is read again.
        qc.setQueryData<{ categories: AdminCategory[] }>(['admin', 'categories'], (old) => old && { categories: old.categories.map((c) => (c.id === saved.id ? saved : c)) });
        done();
      },
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => api<{ categories: AdminCategory[] }>('/api/admin/categories/order', { method: 'PUT', body: { ids } }),
      onSuccess: (data) => {
        qc.setQueryData(['admin', 'categories'], data);
        void qc.invalidateQueries({ queryKey: ['categories'] });
      },
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/categories/${id}`, { method: 'DELETE' }), onSuccess: done }),
  };
}
