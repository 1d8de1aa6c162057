// SPEC 2 gallery: YouTube links are recognised in watch, short or embed form with an 11-character id;
// thumbnails fall back from maxresdefault to sddefault to hqdefault.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

export const YOUTUBE_THUMBNAIL_NAMES = ['maxresdefault', 'sddefault', 'hqdefault'] as const;

export function isYoutubeId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The video id of a YouTube link, or null. Recognised (http, https or no scheme; host case-insensitive):
 * youtube.com/watch?v=ID (www., m. or no subdomain; other parameters anywhere), youtu.be/ID,
 * youtube.com/shorts/ID, youtube.com/embed/ID and youtube-nocookie.com/embed/ID.
 */
export function youtubeId(url: string): string | null {
  const parsed = parseUrl(url.trim());
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter((s) => s !== '');
  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = parsed.searchParams.get('v');
    else if (segments.length === 2 && (segments[0] === 'shorts' || segments[0] === 'embed')) candidate = segments[1];
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 2 && segments[0] === 'embed') candidate = segments[1];
  }
  return candidate && isYoutubeId(candidate) ? candidate : null;
}

function parseUrl(text: string): URL | null {
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube.com/embed/${id}`;
}

/** SPEC 2: thumbnail urls in fallback order: maxresdefault, sddefault, hqdefault. */
export function youtubeThumbnails(id: string): string[] {
  return YOUTUBE_THUMBNAIL_NAMES.map((name) => `https://img.youtube.com/vi/${id}/${name}.jpg`);
}
