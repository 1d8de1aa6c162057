import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SLUGS,
  VEHICLE_CATALOGUE,
  categoryPath,
  findMakeBySegment,
  findModelBySegment,
  getCategory,
  getMakes,
  makesFor,
  modelsFor,
  getModels,
  toPathSegment,
} from './vehicle-catalogue.ts';

const MIN_MAKES: Record<string, number> = {
  cars: 30,
  motorcycles: 15,
  'heavy-duty-trucks-buses': 10,
  trailers: 10,
  boats: 10,
  'heavy-equipment': 10,
  rvs: 10,
};

describe('vehicle catalogue data', () => {
  it('has exactly the seven SPEC categories, in order, with their names', () => {
    expect(CATEGORY_SLUGS).toEqual(['cars', 'motorcycles', 'heavy-duty-trucks-buses', 'trailers', 'boats', 'heavy-equipment', 'rvs']);
    expect(VEHICLE_CATALOGUE.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(VEHICLE_CATALOGUE.map((c) => c.name)).toEqual(['Cars', 'Motorcycles', 'Heavy-Duty Trucks/Buses', 'Trailers', 'Boats', 'Heavy Equipment', 'RVs']);
  });

  it.each(Object.entries(MIN_MAKES))('%s has at least %i makes', (slug, min) => {
    expect(getMakes(slug).length).toBeGreaterThanOrEqual(min);
  });

  it('includes well-known makes with their proper capitalisation', () => {
    expect(getMakes('cars')).toEqual(expect.arrayContaining(['Mercedes-Benz', 'Land Rover', 'Porsche']));
    expect(getMakes('motorcycles')).toContain('Harley-Davidson');
    expect(getMakes('heavy-equipment')).toContain('Caterpillar');
    expect(getMakes('boats')).toContain('Sea Ray');
    expect(getMakes('rvs')).toContain('Winnebago');
    expect(getMakes('trailers')).toContain('Great Dane');
    expect(getModels('cars', 'Porsche')).toEqual(
      expect.arrayContaining(['911', '718 Cayman', '718 Boxster', 'Cayenne', 'Macan', 'Panamera', 'Taycan', '356', '914', '928', '944']),
    );
  });

  for (const category of VEHICLE_CATALOGUE) {
    describe(category.slug, () => {
      it('gives every make at least 4 distinct, non-blank models', () => {
        for (const [make, models] of Object.entries(category.makes)) {
          expect(make.trim(), make).toBe(make);
          expect(models.length, make).toBeGreaterThanOrEqual(4);
          expect(new Set(models).size, `${make} has duplicate models`).toBe(models.length);
          for (const model of models) expect(model.trim(), `${make} ${model}`).toBe(model);
          for (const model of models) expect(model, `${make} ${model}`).not.toBe('');
        }
      });

      it('has no make twice, even when case differs', () => {
        const makes = Object.keys(category.makes).map((make) => make.toLowerCase());
        expect(new Set(makes).size).toBe(makes.length);
      });

      it('gives every make and model its own path segment, free of slashes', () => {
        const makeSegments = Object.keys(category.makes).map(toPathSegment);
        expect(new Set(makeSegments).size).toBe(makeSegments.length);
        for (const [make, models] of Object.entries(category.makes)) {
          const modelSegments = models.map(toPathSegment);
          expect(new Set(modelSegments).size, make).toBe(modelSegments.length);
          for (const segment of [toPathSegment(make), ...modelSegments]) expect(segment).not.toContain('/');
        }
      });

      it('finds every make and model again from its path segment', () => {
        for (const [make, models] of Object.entries(category.makes)) {
          expect(findMakeBySegment(category.slug, toPathSegment(make))).toBe(make);
          for (const model of models) {
            expect(findModelBySegment(category.slug, make, toPathSegment(model))).toBe(model);
          }
        }
      });

      it('round-trips every catalogue path through URI decoding', () => {
        for (const [make, models] of Object.entries(category.makes)) {
          for (const model of models) {
            const parts = categoryPath(category.slug, make, model).split('/').map(decodeURIComponent);
            expect(parts.slice(0, 3)).toEqual(['', 'category', category.slug]);
            expect(findMakeBySegment(category.slug, parts[3] ?? '')).toBe(make);
            expect(findModelBySegment(category.slug, make, parts[4] ?? '')).toBe(model);
          }
        }
      });
    });
  }
});

describe('getCategory', () => {
  it('returns the category for a known slug', () => {
    expect(getCategory('boats')?.name).toBe('Boats');
    expect(getCategory('heavy-duty-trucks-buses')?.name).toBe('Heavy-Duty Trucks/Buses');
  });

  it('returns undefined for an unknown slug', () => {
    expect(getCategory('spaceships')).toBeUndefined();
    expect(getCategory('')).toBeUndefined();
  });
});

describe('getMakes', () => {
  it('sorts makes alphabetically regardless of case', () => {
    const makes = getMakes('cars');
    const expected = [...makes].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(makes).toEqual(expected);
    expect(makes.indexOf('Acura')).toBeLessThan(makes.indexOf('AMC'));
    expect(makes.indexOf('AMC')).toBeLessThan(makes.indexOf('Aston Martin'));
    expect(makes.indexOf('Mercedes-Benz')).toBeLessThan(makes.indexOf('MG'));
    expect(makes.indexOf('MG')).toBeLessThan(makes.indexOf('Mini'));
  });

  it('is empty for an unknown category', () => {
    expect(getMakes('spaceships')).toEqual([]);
  });

  it('orders every list of makes as English collation does (the plain comparison holds for the catalogue)', () => {
    const english = new Intl.Collator('en');
    const collated = (a: string, b: string) => english.compare(a.toLowerCase(), b.toLowerCase()) || english.compare(a, b);
    for (const slug of [undefined, ...CATEGORY_SLUGS]) expect(makesFor(slug)).toEqual([...makesFor(slug)].sort(collated));
    for (const category of VEHICLE_CATALOGUE) for (const make of Object.keys(category.makes)) expect(make).toMatch(/^[\x20-\x7e]+$/);
  });

  it('returns a copy the caller may change', () => {
    getMakes('rvs').push('Invented');
    expect(getMakes('rvs')).not.toContain('Invented');
  });
});

describe('getModels', () => {
  it('returns the models of a make in catalogue order', () => {
    expect(getModels('cars', 'Tesla')).toEqual(['Roadster', 'Model S', 'Model X', 'Model 3', 'Model Y', 'Cybertruck']);
  });

  it('matches the make regardless of case', () => {
    expect(getModels('cars', 'mercedes-benz')).toEqual(getModels('cars', 'Mercedes-Benz'));
    expect(getModels('motorcycles', 'HARLEY-DAVIDSON')).toContain('Road King');
    expect(getModels('cars', 'mercedes-benz').length).toBeGreaterThan(0);
  });

  it('keeps makes separate per category', () => {
    expect(getModels('cars', 'Honda')).toContain('S2000');
    expect(getModels('motorcycles', 'Honda')).toContain('Gold Wing');
    expect(getModels('cars', 'Honda')).not.toContain('Gold Wing');
  });

  it('is empty for an unknown category or make', () => {
    expect(getModels('spaceships', 'Porsche')).toEqual([]);
    expect(getModels('cars', 'Invented Motors')).toEqual([]);
    expect(getModels('boats', 'Porsche')).toEqual([]);
  });

  it('returns a copy the caller may change', () => {
    getModels('cars', 'Tesla').push('Model Z');
    expect(getModels('cars', 'Tesla')).not.toContain('Model Z');
  });
});

describe('toPathSegment', () => {
  it('lowercases and turns spaces into hyphens, keeping other characters', () => {
    expect(toPathSegment('Mercedes-Benz')).toBe('mercedes-benz');
    expect(toPathSegment('718 Cayman')).toBe('718-cayman');
    expect(toPathSegment('Land Rover')).toBe('land-rover');
    expect(toPathSegment('3.0 CS')).toBe('3.0-cs');
    expect(toPathSegment('Town & Country')).toBe('town-&-country');
  });

  it('trims and collapses runs of whitespace', () => {
    expect(toPathSegment('  Range   Rover \t Sport ')).toBe('range-rover-sport');
    expect(toPathSegment('')).toBe('');
  });
});

describe('findMakeBySegment / findModelBySegment', () => {
  it('finds entries from lowercase or mixed-case segments', () => {
    expect(findMakeBySegment('cars', 'land-rover')).toBe('Land Rover');
    expect(findMakeBySegment('cars', 'Land-Rover')).toBe('Land Rover');
    expect(findMakeBySegment('motorcycles', 'harley-davidson')).toBe('Harley-Davidson');
    expect(findModelBySegment('cars', 'Porsche', '718-cayman')).toBe('718 Cayman');
    expect(findModelBySegment('cars', 'porsche', '718-CAYMAN')).toBe('718 Cayman');
  });

  it('returns undefined for unknown inputs', () => {
    expect(findMakeBySegment('cars', 'invented-motors')).toBeUndefined();
    expect(findMakeBySegment('spaceships', 'porsche')).toBeUndefined();
    expect(findModelBySegment('cars', 'Porsche', 'model-s')).toBeUndefined();
    expect(findModelBySegment('cars', 'Invented Motors', '911')).toBeUndefined();
    expect(findModelBySegment('spaceships', 'Porsche', '911')).toBeUndefined();
  });
});

describe('categoryPath', () => {
  it('builds category, make and model paths', () => {
    expect(categoryPath('cars')).toBe('/category/cars');
    expect(categoryPath('cars', 'Mercedes-Benz')).toBe('/category/cars/mercedes-benz');
    expect(categoryPath('cars', 'Porsche', '718 Cayman')).toBe('/category/cars/porsche/718-cayman');
    expect(categoryPath('heavy-duty-trucks-buses', 'Western Star', '5700XE')).toBe('/category/heavy-duty-trucks-buses/western-star/5700xe');
  });

  it('encodes characters that are not safe in a path segment', () => {
    expect(categoryPath('cars', 'Chrysler', 'Town & Country')).toBe('/category/cars/chrysler/town-%26-country');
    expect(categoryPath('cars', 'A/B')).toBe('/category/cars/a%2Fb');
  });

  it('ignores a model without a make', () => {
    expect(categoryPath('cars', undefined, '911')).toBe('/category/cars');
    expect(categoryPath('cars', '', '911')).toBe('/category/cars');
  });
});

describe('the light category list used by the app shell', () => {
  it('names the same seven categories in the same order as the catalogue', async () => {
    const { VEHICLE_CATEGORIES } = await import('./vehicle-categories.ts');
    const { VEHICLE_CATALOGUE } = await import('./vehicle-catalogue.ts');
    expect(VEHICLE_CATEGORIES.map((c) => [c.slug, c.name])).toEqual(VEHICLE_CATALOGUE.map((c) => [c.slug, c.name]));
  });
});

describe('filter options', () => {
  it('offers the makes of the category, or every make once without one', () => {
    expect(makesFor('boats')).toEqual(getMakes('boats'));
    const all = makesFor(undefined);
    expect(new Set(all).size).toBe(all.length);
    for (const c of VEHICLE_CATALOGUE) expect(all).toEqual(expect.arrayContaining(getMakes(c.slug)));
    expect(all.indexOf('Porsche')).toBeGreaterThan(all.indexOf('Harley-Davidson'));
  });

  it('offers the models of a make in the category, or across categories without one', () => {
    expect(modelsFor('cars', 'Porsche')).toEqual(getModels('cars', 'Porsche'));
    expect(modelsFor(undefined, undefined)).toEqual([]);
    const fordAnywhere = modelsFor(undefined, 'Ford');
    expect(fordAnywhere).toEqual(expect.arrayContaining(getModels('cars', 'Ford')));
    expect(new Set(fordAnywhere).size).toBe(fordAnywhere.length);
  });
});
