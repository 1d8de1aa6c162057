// Responsive sources for gallery images (DESIGN "Images"): local media is resized by the server
// (?w=320..2400); other urls are used as they are.
const WIDTHS = [320, 640, 960, 1280, 1600] as const;

export function isLocalMedia(url: string): boolean {
  return url.startsWith('/media/');
}

export function mediaSrc(url: string, width: (typeof WIDTHS)[number] = 1280): string {
  return isLocalMedia(url) ? `${url}${url.includes('?') ? '&' : '?'}w=${width}` : url;
}

export function mediaSrcSet(url: string): string | undefined {
  if (!isLocalMedia(url)) return undefined;
  return WIDTHS.map((w) => `${mediaSrc(url, w)} ${w}w`).join(', ');
}

/** SPEC 8 fallback: a neutral placeholder drawn inline, so it never fails to load itself. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e2e8f0"/>' +
      '<g fill="none" stroke="#94a3b8" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M95 190h210l-25-55a20 20 0 0 0-18-12H138a20 20 0 0 0-18 12z"/><circle cx="140" cy="198" r="18"/><circle cx="260" cy="198" r="18"/></g>' +
      '<text x="200" y="262" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#64748b">No photo available</text></svg>',
  );
