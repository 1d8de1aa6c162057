import { HeroImagesManager } from '../../features/admin-site/hero-images.tsx';

export function AdminHeroImagesPage() {
  return <HeroImagesManager />;
}
