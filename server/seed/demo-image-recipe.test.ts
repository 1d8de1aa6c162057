import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_WEBP, demoArtSources, demoRecipe, recipeHash } from './demo-image-recipe.ts';

// Drawn demo images are kept under the hash of the recipe that drew them.
describe('the demo images recipe hash', () => {
  const source = fc.record({ name: fc.string({ minLength: 1, maxLength: 12 }), text: fc.string({ maxLength: 40 }) });
  const sources = fc.uniqueArray(source, { selector: (s) => s.name, minLength: 1, maxLength: 6 });

  it('is the same for the same sources in any order and the same settings', () => {
    fc.assert(
      fc.property(sources, fc.jsonValue(), (list, settings) => {
        expect(recipeHash([...list].reverse(), settings)).toBe(recipeHash(list, settings));
        expect(recipeHash(list, settings)).toMatch(/^[0-9a-f]{16}$/);
      }),
    );
  });

  it('changes when any source text, any source name or the settings change', () => {
    fc.assert(
      fc.property(sources, fc.nat(), fc.string({ minLength: 1, maxLength: 8 }), (list, pick, extra) => {
        const i = pick % list.length;
        const before = recipeHash(list, DEMO_WEBP);
        const edited = list.map((s, j) => (j === i ? { ...s, text: s.text + extra } : s));
        expect(recipeHash(edited, DEMO_WEBP)).not.toBe(before);
        const renamed = list.map((s, j) => (j === i ? { ...s, name: `${s.name}${extra}` } : s));
        if (!list.some((s) => s.name === `${list[i]!.name}${extra}`)) expect(recipeHash(renamed, DEMO_WEBP)).not.toBe(before);
        expect(recipeHash(list, { ...DEMO_WEBP, quality: DEMO_WEBP.quality + 1 })).not.toBe(before);
      }),
    );
  });

  it('covers every drawing source of demo-art/ and none of its tests', () => {
    const files = readdirSync(new URL('./demo-art/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(
      demoArtSources()
        .map((s) => s.name)
        .sort(),
    ).toEqual(files.sort());
    expect(files).toContain('render.ts');
    expect(demoRecipe()).toMatch(/^[0-9a-f]{16}$/);
  });
});
