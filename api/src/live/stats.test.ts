import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchStats } from './stats.ts';

type Group = { name: string; metrics: Array<{ name: string; home: string; away: string }> };
const metric = (groups: Group[], name: string) => groups.flatMap((g) => g.metrics).find((m) => m.name === name)!;
const made = (v: string) => Number(v.split('/')[0]);

test('stats agree with the score for every sport and seed, percentages within 0..100, and repeat exactly', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const score: [number, number] = [seed % 5, (seed * 7) % 4];
    const football = matchStats(seed, 'football', score, ['A', 'B'], 'en')['game-overview'] as Group[];
    for (const side of ['home', 'away'] as const) {
      const goals = side === 'home' ? score[0] : score[1];
      const onTarget = Number(metric(football, 'Shots on target')[side]);
      assert.ok(onTarget >= goals && Number(metric(football, 'Shots')[side]) >= onTarget, `football ${seed}`);
    }
    assert.equal(Number.parseInt(metric(football, 'Possession').home) + Number.parseInt(metric(football, 'Possession').away), 100);

    const points: [number, number] = [60 + (seed % 50), 55 + ((seed * 3) % 50)];
    const basketball = matchStats(seed, 'basketball', points, ['A', 'B'], 'en')['game-overview'] as Group[];
    (['home', 'away'] as const).forEach((side, i) => {
      const total =
        2 * made(metric(basketball, 'Field goals')[side]) + made(metric(basketball, '3-pointers')[side]) + made(metric(basketball, 'Free throws')[side]);
      assert.equal(total, points[i], `basketball ${seed} ${side}`);
      assert.ok(Number.parseInt(metric(basketball, 'Field goal %')[side]) <= 100);
    });

    const goals: [number, number] = [20 + (seed % 15), 18 + ((seed * 5) % 15)];
    const handball = matchStats(seed, 'handball', goals, ['A', 'B'], 'en')['game-overview'] as Group[];
    assert.deepEqual([metric(handball, 'Goals').home, metric(handball, 'Goals').away], goals.map(String));
    assert.ok(Number.parseInt(metric(handball, 'Shooting %').home) <= 100);

    const sets: [number, number] = seed % 2 ? [3, seed % 3] : [seed % 3, 3];
    const volleyball = matchStats(seed, 'volleyball', sets, ['A', 'B'], 'en')['game-overview'] as Group[];
    assert.deepEqual([metric(volleyball, 'Sets').home, metric(volleyball, 'Sets').away], sets.map(String));
    const winner = sets[0] > sets[1] ? 'home' : 'away';
    assert.ok(Number(metric(volleyball, 'Points won')[winner]) >= 25 * 2, `volleyball ${seed}`);
  }
  assert.deepEqual(matchStats(42, 'football', [2, 1], ['A', 'B'], 'en'), matchStats(42, 'football', [2, 1], ['A', 'B'], 'en'));
});

test('metric names follow the tenant language', () => {
  const he = matchStats(7, 'football', [1, 0], ['א', 'ב'], 'he')['game-overview'] as Group[];
  assert.ok(he.every((g) => /[\u0590-\u05FF]/.test(g.name) && g.metrics.every((m) => /[\u0590-\u05FF]/.test(m.name))));
});
