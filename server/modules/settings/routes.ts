import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { readSetting } from './read-setting.ts';

// SPEC 3: the keys the public site reads. Others (payment configuration) stay admin-only.
const PUBLIC_KEYS = ['show_browse_categories', 'featured_listing_fee', 'auction', 'social'] as const;

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/settings/:key',
      {
        schema: {
          params: z.object({ key: z.enum(PUBLIC_KEYS, { message: 'Unknown setting' }) }),
          // The value is the setting's JSON as stored (site_settings.value), whatever its shape.
          response: { 200: z.object({ key: z.enum(PUBLIC_KEYS), value: z.unknown() }), ...errorResponses(400, 404) },
        },
      },
      async (req) => {
        const value = await readSetting(deps.db, req.params.key);
        if (value === undefined) throw notFound('Setting not found');
        return { key: req.params.key, value };
      },
    );
  };
