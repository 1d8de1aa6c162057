import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../http/guards.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { adminPlanSchema, adminPlansSchema } from '../../../domain/membership/membership-plans.ts';
import { createPlan, deletePlan, listPlans, updatePlan } from './manage-plans.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ message: 'Not found' }) });
// The fields are checked by domain/membership/membership-plans.ts (planInput, planPatch) for one clear message each.
const planBody = z.unknown().describe('planInput (create) or planPatch (edit) of domain/membership/membership-plans.ts');

/** The membership plans an admin offers to sellers; every change in the audit log. */
export const adminPlanRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/api/admin/membership-plans', { schema: { tags: ['admin'], response: { 200: adminPlansSchema, ...errors } } }, async (req) => {
      await requireAdmin(deps, req);
      return { plans: await listPlans(deps) };
    });

    app.post(
      '/api/admin/membership-plans',
      { schema: { tags: ['admin'], body: planBody, response: { 201: adminPlanSchema, ...errors } } },
      async (req, reply) => {
        const me = await requireAdmin(deps, req);
        return reply.status(201).send(await createPlan(deps, me.id, req.body));
      },
    );

    app.patch(
      '/api/admin/membership-plans/:id',
      { schema: { tags: ['admin'], params: idParams, body: planBody, response: { 200: adminPlanSchema, ...errors } } },
      async (req) => {
        const me = await requireAdmin(deps, req);
        return updatePlan(deps, me.id, req.params.id, req.body);
      },
    );

    app.delete(
      '/api/admin/membership-plans/:id',
      { schema: { tags: ['admin'], params: idParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        const me = await requireAdmin(deps, req);
        await deletePlan(deps, me.id, req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
