// Following members (docs/product-rules.md 1) as the API sends it, written once for the server's routes and the
// web app's hooks.
import { z } from 'zod';

/** GET, PUT and DELETE /api/users/:userId/follow: a member's counts and whether the viewer follows them. */
export const followStateSchema = z.object({ userId: z.string(), followers: z.number(), following: z.number(), isFollowing: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;

export const followPersonSchema = z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable(), since: z.string() });
export type Person = z.infer<typeof followPersonSchema>;

/** GET /api/follows: whom the signed-in member follows, and who follows them (/profile). */
export const myFollowsSchema = z.object({ following: z.array(followPersonSchema), followers: z.array(followPersonSchema) });
