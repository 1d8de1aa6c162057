import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { auditFacetsSchema, auditLogPageSchema } from '../../../domain/admin/admin-rows.ts';
import { auditLogFacets, listAuditLog } from './list-audit-log.ts';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);
const optionalDate = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid date.' });
      return z.NEVER;
    }
    return d;
  });

export const adminAuditRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/audit-log',
      {
        schema: {
          querystring: z.object({
            action: optionalText,
            entity: optionalText,
            entityId: optionalText,
            actor: optionalText,
            from: optionalDate,
            to: optionalDate,
            cursor: optionalText,
            limit: z.coerce.number().int().min(1).max(100).default(50),
          }),
          response: { 200: auditLogPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (req) => {
        await requireAdmin(deps, req);
        return listAuditLog(deps.db, req.query);
      },
    );

    app.get('/api/admin/audit-log/facets', { schema: { response: { 200: auditFacetsSchema, ...errorResponses(401, 403) } } }, async (req) => {
      await requireAdmin(deps, req);
      return auditLogFacets(deps.db);
    });
  };
