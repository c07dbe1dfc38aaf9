// Match stats for GET /api/event/stats (api/README.md "Stats"): deterministic per event and derived from
// the score, so they are plausible for the sport and never contradict the scoreboard (shots on
// target >= goals, field goals add up to the points, set points to the sets won...). Metric names
// are in the tenant's language (English or Hebrew for the demo tenants).

type Side = [home: number, away: number];
type Metric = [key: MetricKey, home: string, away: string];
type MetricKey = keyof typeof NAMES.en;

const NAMES = {
  en: {
    overview: 'Overview',
    attack: 'Attack',
    discipline: 'Discipline',
    shooting: 'Shooting',
    play: 'Play',
    possession: 'Possession',
    shots: 'Shots',
    shotsOnTarget: 'Shots on target',
    corners: 'Corners',
    fouls: 'Fouls',
    yellowCards: 'Yellow cards',
    fieldGoals: 'Field goals',
    fieldGoalPct: 'Field goal %',
    threes: '3-pointers',
    freeThrows: 'Free throws',
    rebounds: 'Rebounds',
    assists: 'Assists',
    turnovers: 'Turnovers',
    goals: 'Goals',
    shotPct: 'Shooting %',
    saves: 'Saves',
    sevenMeters: '7m goals',
    suspensions: '2-minute suspensions',
    sets: 'Sets',
    points: 'Points won',
    aces: 'Aces',
    blocks: 'Blocks',
    errors: 'Errors',
  },
  he: {
    overview: 'סקירה',
    attack: 'התקפה',
    discipline: 'משמעת',
    shooting: 'קליעה',
    play: 'משחק',
    possession: 'החזקת כדור',
    shots: 'בעיטות',
    shotsOnTarget: 'בעיטות למסגרת',
    corners: 'קרנות',
    fouls: 'עבירות',
    yellowCards: 'כרטיסים צהובים',
    fieldGoals: 'קליעות מהשדה',
    fieldGoalPct: 'אחוז קליעה מהשדה',
    threes: 'שלשות',
    freeThrows: 'זריקות עונשין',
    rebounds: 'ריבאונדים',
    assists: 'אסיסטים',
    turnovers: 'איבודים',
    goals: 'שערים',
    shotPct: 'אחוז הצלחה בזריקות',
    saves: 'הצלות',
    sevenMeters: 'שערים מ־7 מטר',
    suspensions: 'הרחקות ל־2 דקות',
    sets: 'מערכות',
    points: 'נקודות',
    aces: 'אייסים',
    blocks: 'חסימות',
    errors: 'טעויות',
  },
} as const;

function random(seed: number) {
  let x = (seed * 9301 + 49297) % 233280;
  return () => (x = (x * 9301 + 49297) % 233280) / 233280;
}

const pct = (made: number, attempts: number) => `${attempts ? Math.round((made / attempts) * 100) : 0}%`;

function football([g1, g2]: Side, rnd: () => number): Array<[MetricKey, Metric[]]> {
  // the side that scores more tends to have more of the ball and more shots
  const lean = Math.max(-12, Math.min(12, (g1 - g2) * 4));
  const poss = Math.round(50 + lean + (rnd() - 0.5) * 16);
  const onTarget = (g: number) => g + Math.round(1 + rnd() * 4);
  const t1 = onTarget(g1);
  const t2 = onTarget(g2);
  const shots = (t: number) => t + Math.round(2 + rnd() * 7);
  return [
    [
      'overview',
      [
        ['possession', `${poss}%`, `${100 - poss}%`],
        ['shots', String(shots(t1)), String(shots(t2))],
        ['shotsOnTarget', String(t1), String(t2)],
        ['corners', String(Math.round(rnd() * 9)), String(Math.round(rnd() * 9))],
      ],
    ],
    [
      'discipline',
      [
        ['fouls', String(8 + Math.round(rnd() * 8)), String(8 + Math.round(rnd() * 8))],
        ['yellowCards', String(Math.round(rnd() * 4)), String(Math.round(rnd() * 4))],
      ],
    ],
  ];
}

function basketball([p1, p2]: Side, rnd: () => number): Array<[MetricKey, Metric[]]> {
  // points = 2 x two-pointers + 3 x threes + free throws, exactly
  const split = (points: number) => {
    const threes = Math.round(points * (0.08 + rnd() * 0.06));
    let free = Math.round(points * (0.12 + rnd() * 0.08));
    if ((points - 3 * threes - free) % 2) free += 1;
    const twos = (points - 3 * threes - free) / 2;
    const made = twos + threes;
    const attempts = Math.round(made / (0.42 + rnd() * 0.12));
    const threeAttempts = Math.max(threes, Math.round(threes / (0.3 + rnd() * 0.1)));
    const freeAttempts = Math.max(free, Math.round(free / (0.7 + rnd() * 0.15)));
    return { made, attempts, threes, threeAttempts, free, freeAttempts };
  };
  const a = split(p1);
  const b = split(p2);
  return [
    [
      'shooting',
      [
        ['fieldGoals', `${a.made}/${a.attempts}`, `${b.made}/${b.attempts}`],
        ['fieldGoalPct', pct(a.made, a.attempts), pct(b.made, b.attempts)],
        ['threes', `${a.threes}/${a.threeAttempts}`, `${b.threes}/${b.threeAttempts}`],
        ['freeThrows', `${a.free}/${a.freeAttempts}`, `${b.free}/${b.freeAttempts}`],
      ],
    ],
    [
      'play',
      [
        ['rebounds', String(30 + Math.round(rnd() * 18)), String(30 + Math.round(rnd() * 18))],
        ['assists', String(Math.round(a.made * (0.5 + rnd() * 0.2))), String(Math.round(b.made * (0.5 + rnd() * 0.2)))],
        ['turnovers', String(8 + Math.round(rnd() * 9)), String(8 + Math.round(rnd() * 9))],
      ],
    ],
  ];
}

function handball([g1, g2]: Side, rnd: () => number): Array<[MetricKey, Metric[]]> {
  const attempts = (g: number) => g + Math.round(g * (0.35 + rnd() * 0.3));
  const s1 = attempts(g1);
  const s2 = attempts(g2);
  // a goalkeeper saves some of the other side's missed shots
  const saves = (shots: number, goals: number) => Math.round((shots - goals) * (0.6 + rnd() * 0.3));
  return [
    [
      'attack',
      [
        ['goals', String(g1), String(g2)],
        ['shots', String(s1), String(s2)],
        ['shotPct', pct(g1, s1), pct(g2, s2)],
        ['sevenMeters', String(Math.min(g1, Math.round(rnd() * 6))), String(Math.min(g2, Math.round(rnd() * 6)))],
      ],
    ],
    [
      'discipline',
      [
        ['saves', String(saves(s2, g2)), String(saves(s1, g1))],
        ['suspensions', String(Math.round(rnd() * 4)), String(Math.round(rnd() * 4))],
      ],
    ],
  ];
}

function volleyball([w1, w2]: Side, rnd: () => number): Array<[MetricKey, Metric[]]> {
  // points of each set: the winner reaches 25 (15 in a fifth set) by two, the loser fewer
  let p1 = 0;
  let p2 = 0;
  const sets = w1 + w2;
  const winners = [...Array(w1).fill(1), ...Array(w2).fill(2)].sort(() => rnd() - 0.5);
  winners.forEach((w, i) => {
    const target = i === 4 ? 15 : 25;
    const loser = Math.round(target - 2 - rnd() * 8);
    p1 += w === 1 ? target : loser;
    p2 += w === 1 ? loser : target;
  });
  return [
    [
      'overview',
      [
        ['sets', String(w1), String(w2)],
        ['points', String(p1), String(p2)],
      ],
    ],
    [
      'play',
      [
        ['aces', String(Math.round(rnd() * 2 * sets)), String(Math.round(rnd() * 2 * sets))],
        ['blocks', String(Math.round(2 * sets + rnd() * 2 * sets)), String(Math.round(2 * sets + rnd() * 2 * sets))],
        ['errors', String(Math.round(4 * sets + rnd() * 3 * sets)), String(Math.round(4 * sets + rnd() * 3 * sets))],
      ],
    ],
  ];
}

export function matchStats(seed: number, sport: string, score: Side, teams: [string, string], locale: string) {
  const names = locale === 'he' ? NAMES.he : NAMES.en;
  const rnd = random(seed);
  const groups =
    sport === 'basketball'
      ? basketball(score, rnd)
      : sport === 'handball'
        ? handball(score, rnd)
        : sport === 'volleyball'
          ? volleyball(score, rnd)
          : football(score, rnd);
  return {
    'game-scores': { home: { name: teams[0], score: score[0] }, away: { name: teams[1], score: score[1] } },
    // a list of metric groups, as the client's stats mapper reads it
    'game-overview': groups.map(([group, metrics]) => ({
      name: names[group],
      metrics: metrics.map(([key, home, away]) => ({ name: names[key], home, away })),
    })),
  };
}
