import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { readSetting } from './read-setting.ts';
import { PUBLIC_SETTING_KEYS, publicSettingSchema } from '../../../domain/shared/public-settings.ts';

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/settings/:key',
      {
        schema: {
          params: z.object({ key: z.enum(PUBLIC_SETTING_KEYS, { message: 'Unknown setting' }) }),
          response: { 200: publicSettingSchema, ...errorResponses(400, 404) },
        },
      },
      async (req) => {
        const value = await readSetting(deps.db, req.params.key);
        if (value === undefined) throw notFound('Setting not found');
        return { key: req.params.key, value };
      },
    );
  };
