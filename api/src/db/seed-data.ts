// Demo catalogue per locale: sports, leagues/categories with sub-categories, teams, channels,
// plans. English for most tenants, Hebrew (Israeli league-style names, all fictional) for 'he'.

export type Sport = 'football' | 'basketball' | 'handball' | 'volleyball';

export interface TeamSeed {
  name: string;
  short: string;
  city: string;
  color: string;
  color2: string;
  /** The index in its league's `subs` of the sub-category the team plays in (a youth side's age group). */
  sub?: number;
}
export interface LeagueSeed {
  key: string;
  title: string;
  kind: 'league' | 'category';
  sport: Sport;
  color: string;
  description: string;
  subs: { title: string; gender?: 'male' | 'female' }[];
  teams: TeamSeed[];
  /** how many events of each status to generate */
  plan: { live: number; upcoming: number; archived: number };
}
export interface Catalogue {
  leagues: LeagueSeed[];
  channels: { title: string; description: string; sport: Sport }[];
  plans: { title: string; description: string; type: 'svod' | 'cvod'; price: number; duration: number; units: 'month' | 'year'; leagueKey?: string }[];
  currency: string;
  words: { vs: string; round: string; highlights: string; bestOf: string; recap: string; condensed: string; goal: string; final: string; semi: string };
}

const t = (name: string, short: string, city: string, color: string, color2 = '#ffffff'): TeamSeed => ({ name, short, city, color, color2 });
/** A team of one sub-category (an age group): it plays only teams of the same one, in it. */
const inSub = (sub: number, team: TeamSeed): TeamSeed => ({ ...team, sub });

export const english: Catalogue = {
  currency: 'USD',
  words: {
    vs: 'vs',
    round: 'Round',
    highlights: 'Highlights',
    bestOf: 'Best moments',
    recap: 'Recap',
    condensed: 'Condensed match',
    goal: 'Top play',
    final: 'Final',
    semi: 'Semi-final',
  },
  leagues: [
    {
      key: 'football',
      title: 'Coastal Premier League',
      kind: 'league',
      sport: 'football',
      color: '#1f6feb',
      description: 'Top-flight football from the coast: eight clubs, two divisions, every match live.',
      subs: [
        { title: 'First Division', gender: 'male' },
        { title: 'Second Division', gender: 'male' },
        { title: "Women's League", gender: 'female' },
      ],
      teams: [
        t('Harbor City FC', 'HCF', 'Harbor City', '#0b4f9c'),
        t('Northgate United', 'NGU', 'Northgate', '#c8102e'),
        t('Riverside Athletic', 'RSA', 'Riverside', '#1b7f3a', '#f4d03f'),
        t('Kingsport Rovers', 'KGR', 'Kingsport', '#5b2c83'),
        t('Westbrook Wanderers', 'WBW', 'Westbrook', '#e67e22', '#1b2336'),
        t('Elmstead Town', 'ELT', 'Elmstead', '#2c3e50', '#f1c40f'),
        t('Port Ashby FC', 'PAF', 'Port Ashby', '#00838f'),
        t('Millfield City', 'MFC', 'Millfield', '#7f8c8d', '#c0392b'),
      ],
      plan: { live: 2, upcoming: 6, archived: 10 },
    },
    {
      key: 'basketball',
      title: 'National Basketball Conference',
      kind: 'league',
      sport: 'basketball',
      color: '#e8590c',
      description: 'Six franchises, fast breaks and buzzer-beaters in the NBC.',
      subs: [{ title: 'East Conference' }, { title: 'West Conference' }],
      teams: [
        t('Bayview Hawks', 'BAY', 'Bayview', '#d35400'),
        t('Summit Ridge Bears', 'SRB', 'Summit Ridge', '#6d4c41'),
        t('Lakeshore Lightning', 'LSL', 'Lakeshore', '#1565c0', '#ffeb3b'),
        t('Ironwood Titans', 'IWT', 'Ironwood', '#263238', '#ff7043'),
        t('Capital Comets', 'CAP', 'Capital', '#b71c1c'),
        t('Desert Falcons', 'DSF', 'Desert Springs', '#c19a6b', '#3e2723'),
      ],
      plan: { live: 1, upcoming: 5, archived: 8 },
    },
    {
      key: 'handball',
      title: 'Euro Handball Series',
      kind: 'league',
      sport: 'handball',
      color: '#2b8a3e',
      description: 'Continental club handball: group stage and knockouts.',
      subs: [{ title: 'Group A' }, { title: 'Group B' }],
      teams: [
        t('HC Nordhaven', 'NOR', 'Nordhaven', '#0d47a1'),
        t('Valmont Handball', 'VAL', 'Valmont', '#880e4f'),
        t('SC Brückberg', 'BRU', 'Brückberg', '#1b5e20'),
        t('Aalborn HK', 'AAL', 'Aalborn', '#f9a825', '#212121'),
        t('Lisano Handball', 'LIS', 'Lisano', '#4a148c'),
        t('Kestrel HC', 'KES', 'Kestrel Bay', '#37474f', '#4fc3f7'),
      ],
      plan: { live: 1, upcoming: 4, archived: 7 },
    },
    {
      key: 'volleyball',
      title: 'Volley Masters',
      kind: 'league',
      sport: 'volleyball',
      color: '#7048e8',
      description: 'Indoor volleyball at its best, men and women.',
      subs: [
        { title: "Men's", gender: 'male' },
        { title: "Women's", gender: 'female' },
      ],
      teams: [
        t('Seaside Spikers', 'SEA', 'Seaside', '#0097a7'),
        t('Granite Peak VC', 'GPV', 'Granite Peak', '#546e7a'),
        t('Blue Harbor Volley', 'BHV', 'Blue Harbor', '#1e88e5'),
        t('Oakridge Aces', 'OAK', 'Oakridge', '#2e7d32', '#ffd54f'),
        t('Sunvale VC', 'SUN', 'Sunvale', '#f57c00'),
        t('Red Cliff Volley', 'RCV', 'Red Cliff', '#c62828'),
      ],
      plan: { live: 1, upcoming: 4, archived: 7 },
    },
    {
      key: 'youth',
      title: 'Academy & Youth',
      kind: 'category',
      sport: 'football',
      color: '#0ca678',
      description: 'Tomorrow’s stars: academy football from the Coastal clubs.',
      subs: [{ title: 'Under 19' }, { title: 'Under 17' }],
      teams: [
        inSub(0, t('Harbor City U19', 'HC19', 'Harbor City', '#0b4f9c')),
        inSub(0, t('Northgate United U19', 'NG19', 'Northgate', '#c8102e')),
        inSub(1, t('Riverside Athletic U17', 'RA17', 'Riverside', '#1b7f3a', '#f4d03f')),
        inSub(1, t('Kingsport Rovers U17', 'KR17', 'Kingsport', '#5b2c83')),
      ],
      plan: { live: 0, upcoming: 2, archived: 4 },
    },
  ],
  channels: [
    { title: 'Arena Sports 1', description: 'Live sport and studio shows around the clock', sport: 'football' },
    { title: 'Arena Classics', description: 'The greatest matches of all time, 24/7', sport: 'football' },
    { title: 'Hoops 24/7', description: 'Basketball, all day long', sport: 'basketball' },
  ],
  plans: [
    { title: 'Arena Monthly', description: 'Every live match and the full archive. Cancel any time.', type: 'svod', price: 9.99, duration: 1, units: 'month' },
    { title: 'Arena Annual', description: 'Twelve months of everything for the price of nine.', type: 'svod', price: 89.99, duration: 1, units: 'year' },
    {
      title: 'Coastal League Pass',
      description: 'All Coastal Premier League matches, live and on demand.',
      type: 'cvod',
      price: 4.99,
      duration: 1,
      units: 'month',
      leagueKey: 'football',
    },
    {
      title: 'Hoops Pass',
      description: 'Every National Basketball Conference game.',
      type: 'cvod',
      price: 5.99,
      duration: 1,
      units: 'month',
      leagueKey: 'basketball',
    },
  ],
};

export const hebrew: Catalogue = {
  currency: 'ILS',
  words: {
    vs: '–',
    round: 'מחזור',
    highlights: 'תקציר',
    bestOf: 'הרגעים הגדולים',
    recap: 'סיכום',
    condensed: 'המשחק המלא בקצרה',
    goal: 'מהלך המחזור',
    final: 'גמר',
    semi: 'חצי גמר',
  },
  leagues: [
    {
      key: 'football',
      title: 'ליגת העל',
      kind: 'league',
      sport: 'football',
      color: '#0a8f5a',
      description: 'ליגת הכדורגל הבכירה: שמונה קבוצות, כל המשחקים בשידור חי.',
      subs: [{ title: 'פלייאוף עליון' }, { title: 'פלייאוף תחתון' }, { title: 'ליגת הנשים' }],
      teams: [
        t('הפועל נווה ים', 'נווה ים', 'נווה ים', '#d32f2f'),
        t('מכבי גבעת אורנים', 'גבעת אורנים', 'גבעת אורנים', '#fbc02d', '#0d47a1'),
        t('בית"ר עמק השרון', 'עמק השרון', 'עמק השרון', '#f9a825', '#111111'),
        t('עירוני כפר הדקלים', 'כפר הדקלים', 'כפר הדקלים', '#1565c0'),
        t('הכח רמת הגליל', 'רמת הגליל', 'רמת הגליל', '#2e7d32'),
        t('מ.ס. אשדוד ים', 'אשדוד ים', 'אשדוד ים', '#ef6c00'),
        t('בני מצפה הרים', 'מצפה הרים', 'מצפה הרים', '#6a1b9a'),
        t('הפועל קריית הדר', 'קריית הדר', 'קריית הדר', '#b71c1c', '#fafafa'),
      ],
      plan: { live: 2, upcoming: 6, archived: 10 },
    },
    {
      key: 'basketball',
      title: 'ליגת העל בכדורסל',
      kind: 'league',
      sport: 'basketball',
      color: '#e8590c',
      description: 'שש קבוצות, משחקי עונה סדירה ופיינל פור.',
      subs: [{ title: 'עונה סדירה' }, { title: 'פיינל פור' }],
      teams: [
        t('מכבי חוף הכרמל', 'חוף הכרמל', 'חוף הכרמל', '#fdd835', '#1a237e'),
        t('הפועל גבעות עדן', 'גבעות עדן', 'גבעות עדן', '#c62828'),
        t('אליצור נווה שלום', 'נווה שלום', 'נווה שלום', '#283593'),
        t('עירוני נהריה ים', 'נהריה ים', 'נהריה ים', '#00838f'),
        t('מכבי רמת ההדרים', 'רמת ההדרים', 'רמת ההדרים', '#f57f17', '#212121'),
        t('הפועל עמק הירדן', 'עמק הירדן', 'עמק הירדן', '#ad1457'),
      ],
      plan: { live: 1, upcoming: 5, archived: 8 },
    },
    {
      key: 'handball',
      title: 'ליגת העל בכדוריד',
      kind: 'league',
      sport: 'handball',
      color: '#2b8a3e',
      description: 'כדוריד ישראלי במיטבו.',
      subs: [{ title: 'עונה סדירה' }, { title: 'גביע המדינה' }],
      teams: [
        t('מכבי ראשון ים', 'ראשון ים', 'ראשון ים', '#fbc02d', '#1565c0'),
        t('הפועל רחובות מערב', 'רחובות מערב', 'רחובות מערב', '#d32f2f'),
        t('אס"א תל גנים', 'תל גנים', 'תל גנים', '#1e88e5'),
        t('הכח מודיעין הירוקה', 'מודיעין הירוקה', 'מודיעין', '#43a047'),
        t('עירוני קריית שדות', 'קריית שדות', 'קריית שדות', '#5e35b1'),
        t('מכבי נווה אביב', 'נווה אביב', 'נווה אביב', '#fb8c00', '#263238'),
      ],
      plan: { live: 1, upcoming: 4, archived: 7 },
    },
    {
      key: 'volleyball',
      title: 'ליגת העל בכדורעף',
      kind: 'league',
      sport: 'volleyball',
      color: '#7048e8',
      description: 'כדורעף אולמות, גברים ונשים.',
      subs: [
        { title: 'גברים', gender: 'male' },
        { title: 'נשים', gender: 'female' },
      ],
      teams: [
        t('הפועל חוף אכזיב', 'חוף אכזיב', 'חוף אכזיב', '#c62828'),
        t('מכבי עין הים', 'עין הים', 'עין הים', '#0277bd', '#ffeb3b'),
        t('הפועל רמת הבשן', 'רמת הבשן', 'רמת הבשן', '#b71c1c'),
        t('מכבי גני הדר', 'גני הדר', 'גני הדר', '#f9a825', '#0d47a1'),
        t('עירוני שער הנגב', 'שער הנגב', 'שער הנגב', '#6d4c41'),
        t('הכח מעלה הכרמל', 'מעלה הכרמל', 'מעלה הכרמל', '#2e7d32'),
      ],
      plan: { live: 1, upcoming: 4, archived: 7 },
    },
    {
      key: 'youth',
      title: 'נוער ונערים',
      kind: 'category',
      sport: 'football',
      color: '#0ca678',
      description: 'כוכבי העתיד: ליגות הנוער של קבוצות ליגת העל.',
      subs: [{ title: 'נוער' }, { title: 'נערים א׳' }],
      teams: [
        inSub(0, t('הפועל נווה ים נוער', 'נווה ים נ׳', 'נווה ים', '#d32f2f')),
        inSub(0, t('מכבי גבעת אורנים נוער', 'גבעת אורנים נ׳', 'גבעת אורנים', '#fbc02d', '#0d47a1')),
        inSub(1, t('הכח רמת הגליל נערים', 'רמת הגליל נע׳', 'רמת הגליל', '#2e7d32')),
        inSub(1, t('מ.ס. אשדוד ים נערים', 'אשדוד ים נע׳', 'אשדוד ים', '#ef6c00')),
      ],
      plan: { live: 0, upcoming: 2, archived: 4 },
    },
  ],
  channels: [
    { title: 'כדור 1', description: 'שידורים חיים ותוכניות אולפן מסביב לשעון', sport: 'football' },
    { title: 'כדור קלאסיק', description: 'המשחקים הגדולים בכל הזמנים', sport: 'football' },
    { title: 'ערוץ הכדורסל', description: 'כדורסל כל היום', sport: 'basketball' },
  ],
  plans: [
    { title: 'מנוי חודשי', description: 'כל המשחקים בשידור חי וכל הארכיון. ביטול בכל עת.', type: 'svod', price: 39.9, duration: 1, units: 'month' },
    { title: 'מנוי שנתי', description: 'שנה שלמה של כדור במחיר של תשעה חודשים.', type: 'svod', price: 349, duration: 1, units: 'year' },
    {
      title: 'כרטיס עונתי – ליגת העל',
      description: 'כל משחקי ליגת העל, בשידור חי ובארכיון.',
      type: 'cvod',
      price: 29.9,
      duration: 1,
      units: 'month',
      leagueKey: 'football',
    },
  ],
};
