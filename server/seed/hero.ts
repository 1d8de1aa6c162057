import type { heroImages } from '../db/schema.ts';

export function buildHeroImages(createdAt: Date): (typeof heroImages.$inferInsert)[] {
  return [{ imageUrl: '/media/demo/hero/hero-0-b45309.webp', title: 'Find your next classic', isActive: true, createdAt }];
}
