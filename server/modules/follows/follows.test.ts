import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type TestUser } from '../../test/auction-fixtures.ts';

let t: TestApp;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await makeUser(t, 'Ann Follower');
  ben = await makeUser(t, 'Ben Followed');
}, 240_000);
afterAll(async () => {
  await t.close();
});

const follow = (who: TestUser | null, target: string, method: 'PUT' | 'DELETE' = 'PUT') => t.as(who).request({ method, url: `/api/users/${target}/follow` });

describe('follows (SPEC 1)', () => {
  it('needs a signed-in user to follow, refuses yourself, and 404s an unknown user', async () => {
    expect((await follow(null, ben.id)).statusCode).toBe(401);
    const self = await follow(ann, ann.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot follow yourself');
    expect((await follow(ann, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('follows once, counts, lists both sides, notifies once, and unfollows', async () => {
    expect((await follow(ann, ben.id)).json()).toEqual({ userId: ben.id, followers: 1, following: 0, isFollowing: true });
    expect((await follow(ann, ben.id)).json()).toMatchObject({ followers: 1 });
    const anon = await t.anonymous.get(`/api/users/${ben.id}/follow`);
    expect(anon.json()).toEqual({ userId: ben.id, followers: 1, following: 0, isFollowing: false });
    const annLists = (await t.as(ann).get('/api/follows')).json();
    expect(annLists.following.map((p: { displayName: string }) => p.displayName)).toEqual(['Ben Followed']);
    const benLists = (await t.as(ben).get('/api/follows')).json();
    expect(benLists.followers.map((p: { id: string }) => p.id)).toEqual([ann.id]);
    expect((await follow(ann, ben.id, 'DELETE')).json()).toMatchObject({ followers: 0, isFollowing: false });
    await follow(ann, ben.id);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ben.id), eq(notifications.notificationType, 'new_follower')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.fromUserId).toBe(ann.id);
    expect((await t.anonymous.get('/api/follows')).statusCode).toBe(401);
  });
});
