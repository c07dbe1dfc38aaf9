// The demo reads right (issue 27 item 10): each youth side sits under its own age group, and
// every game of an age group is between two of its sides, on both demo tenants.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, startTestPortal, type TestPortal } from '../testing/harness.ts';

interface Identity {
  id: number;
  title: string;
  kind: string;
  identityIds: number[];
}
interface Team {
  id: number;
  name: string;
  identityIds: number[];
}
interface Event {
  title: string;
  team1Id: number;
  team2Id: number;
}

describe('seeded categories', () => {
  let p: TestPortal;
  before(async () => {
    p = await startTestPortal();
  });
  after(async () => {
    await p?.close();
  });

  // The age group a youth side's name says, as the sub-category of its tenant is titled.
  const cases = [
    { tenant: 'arena', ageGroup: (name: string) => /\bU(\d\d)$/.exec(name)?.[1] && `Under ${/\bU(\d\d)$/.exec(name)![1]}` },
    { tenant: 'kadur', ageGroup: (name: string) => (name.endsWith(' נוער') ? 'נוער' : name.endsWith(' נערים') ? 'נערים א׳' : undefined) },
  ];

  for (const { tenant, ageGroup } of cases) {
    test(`${tenant}: each youth side under its age group, each age group's games between its sides`, async () => {
      const headers = { host: `${tenant === 'kadur' ? 'kadur.' : ''}localhost:${new URL(p.urls.portal).port}` };
      const post = async <T>(path: string, body: unknown) => (await call(p.urls.portal, path, { body, headers })).body.content.entries as T[];
      const identities = await post<Identity>('/api/identity/list', { size: 500, filters: {} });
      const subs = new Map(identities.filter((i) => i.kind === 'subcategory').map((i) => [i.id, i]));
      const teams = await post<Team>('/api/team/list', { size: 500 });
      const youth = teams.filter((t) => ageGroup(t.name));
      assert.ok(youth.length >= 4, `${tenant} has youth sides`);
      const groups = new Set<number>();
      for (const team of youth) {
        const placed = team.identityIds.map((id) => subs.get(id)?.title).filter(Boolean);
        assert.deepEqual(placed, [ageGroup(team.name)], `${team.name} sits under ${placed.join(', ')}`);
        groups.add(team.identityIds.find((id) => subs.has(id))!);
      }
      assert.equal(groups.size, 2, 'both age groups have sides');
      for (const group of groups) {
        const sides = new Set(teams.filter((t) => t.identityIds.includes(group)).map((t) => t.id));
        const games = await post<Event>('/api/event/list', { 'identities.id': [group], size: 100 });
        assert.ok(games.length > 0, `${subs.get(group)!.title} has games`);
        for (const game of games) assert.ok(sides.has(game.team1Id) && sides.has(game.team2Id), `${game.title} under ${subs.get(group)!.title}`);
      }
    });
  }
});
