export function AdminHeroImagesPage() {
  return null;
}
