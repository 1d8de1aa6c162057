// The demo images port: the media route serves `/media/demo/...` from whatever the app is given. The
// drawing is demo-only code and lives with the seed (server/seed/demo-image-cache.ts); server/compose.ts
// wires it in, so product code never imports the seed (DESIGN "Style").

/** Responsive widths offered in srcset (web/src/lib/image-loader.ts); anything else is refused so caches stay bounded. */
export const DEMO_IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 2400] as const;

export type DemoImageWidth = (typeof DEMO_IMAGE_WIDTHS)[number];

export interface DemoImages {
  /** The demo image `{category}/{file}` at one width, as WebP; null for a name that is not one of the demo data's images. */
  get(category: string, file: string, width: DemoImageWidth): Promise<Buffer | null>;
}
