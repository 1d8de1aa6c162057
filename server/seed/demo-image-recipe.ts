// Drawn demo images are kept in DATA_DIR between starts, under the hash of the recipe that
// drew them: the drawing code (every source file of demo-art/), the encoder's settings and the image library's
// version. A changed recipe gets a folder of its own, so its images are drawn afresh; the old folder is removed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

/** How each width is encoded: WebP effort 2 is about twice as fast as the default 4, for files some 5% larger. */
export const DEMO_WEBP = { quality: 80, effort: 2 } as const;

export interface RecipeSource {
  name: string;
  text: string;
}

/** The hash of a recipe (16 hex digits): the same sources and settings always give the same one. */
export function recipeHash(sources: readonly RecipeSource[], settings: unknown): string {
  const sorted = [...sources].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((s) => [s.name, s.text]);
  return createHash('sha256')
    .update(JSON.stringify([sorted, settings]))
    .digest('hex')
    .slice(0, 16);
}

const ART_DIR = new URL('./demo-art/', import.meta.url);

/** The drawing code: every file of demo-art/ but its tests. */
export function demoArtSources(): RecipeSource[] {
  return readdirSync(ART_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: readFileSync(new URL(name, ART_DIR), 'utf8') }));
}

let current: string | null = null;

/** This code's recipe hash (read once per process). */
export function demoRecipe(): string {
  current ??= recipeHash(demoArtSources(), { webp: DEMO_WEBP, library: [sharp.versions.sharp, sharp.versions.vips, sharp.versions.rsvg, sharp.versions.webp] });
  return current;
}
