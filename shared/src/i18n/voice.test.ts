// Guards the address form each locale chose (docs/conventions.md, "Voice and address form") where a
// machine can tell: words that only exist in the other form. Ambiguous words (Hebrew שמור "saved",
// לחץ "pressure", German sentence-initial "Sie"/"Ihr") are left to review, never guessed at here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(__dirname, '../../..');

function strings(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** Every text of one locale, in every namespace of the repository, as `file:key` → value. */
function texts(locale: string): [string, string][] {
  const roots = readdirSync(repo, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'node_modules' && !d.name.startsWith('.'))
    .map((d) => join(repo, d.name, 'src/i18n/locales', locale))
    .filter((dir) => existsSync(dir));
  return roots.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) =>
        strings(JSON.parse(readFileSync(join(dir, f), 'utf8')), '', []).map(([k, v]): [string, string] => [`${dir.slice(repo.length + 1)}/${f}:${k}`, v]),
      ),
  );
}

/** The `file:key = value` lines of a locale whose value matches. */
function offending(locale: string, pattern: RegExp): string[] {
  return texts(locale)
    .filter(([, v]) => pattern.test(v))
    .map(([k, v]) => `${k} = ${v}`);
}

// A whole Hebrew word: not preceded or followed by another Hebrew letter (prefixes ו/ה/ל… make another word).
const heWord = (words: string[]): RegExp => new RegExp(`(?<![\\u05D0-\\u05EA])(?:${words.join('|')})(?![\\u05D0-\\u05EA])`);

// יש/נא + an infinitive (ל…), but not יש לכם/לי/לנו… ("you have", "I have").
const impersonal = heWord(['(?:יש|נא) ל(?!(?:י|ך|ו|ה|נו|כם|כן|הם|הן)(?![\\u05D0-\\u05EA]))[\\u05D0-\\u05EA]+']);

test('every checked locale has texts (the file discovery works)', () => {
  for (const locale of ['he', 'de', 'fr', 'fr-CA', 'es', 'it', 'pt', 'ca', 'pl', 'uk-UA', 'bs-BA', 'ko', 'zh']) {
    expect(texts(locale).length).toBeGreaterThan(300);
  }
});

describe('he: plural address, buttons as nouns, no gendered singular', () => {
  test('no masculine-singular imperatives', () => {
    // Only forms that cannot be another word in a UI text (בחר "chose" and התחבר "connected" as past
    // tense do not occur in second-person copy; the plural forms are הזינו, בחרו…).
    const imperatives = [
      'הזן',
      'בחר',
      'נסה',
      'הירשם',
      'התחבר',
      'הקלד',
      'בדוק',
      'הסר',
      'הוסף',
      'הצג',
      'דלג',
      'טען',
      'המתן',
      'עקוב',
      'בקש',
      'לחץ על',
      'שמור את',
      'צפה ב',
    ];
    expect(offending('he', heWord(imperatives))).toEqual([]);
  });

  test('no singular "you" (שלך, אותך, לך…) and no masculine address (אתה, חדש כאן, בטוח?)', () => {
    expect(offending('he', heWord(['שלך', 'אותך', 'לך', 'עבורך', 'בשבילך', 'אליך', 'ממך', 'חשבונך', 'אתה', 'חדש כאן', 'בטוח\\?', 'מעדיף']))).toEqual([]);
  });

  test('no slash gender forms (מסכים/ה): rephrase instead', () => {
    expect(offending('he', /[\u05D0-\u05EA]\/(?:ה|ת|ית|ים|ות)(?![\u05D0-\u05EA])/)).toEqual([]);
  });

  test('instructions in the plural imperative, not impersonal (יש ל…, נא ל…)', () => {
    expect(offending('he', impersonal)).toEqual([]);
  });

  test('the checks above do catch what they are meant to', () => {
    expect(heWord(['הזן']).test('הזן כתובת דוא״ל')).toBe(true);
    expect(heWord(['הזן']).test('הזינו כתובת')).toBe(false);
    expect(heWord(['לך']).test('כבר יש לכם חשבון?')).toBe(false);
    expect(impersonal.test('יש להזין סיסמה')).toBe(true);
    expect(impersonal.test('נא לנסות שוב')).toBe(true);
    expect(impersonal.test('כבר יש לכם גישה')).toBe(false);
    expect(impersonal.test('יש לי קוד גישה')).toBe(false);
  });
});

test('de: du everywhere, no Sie (Sie/Ihr/Ihnen as address mid-sentence, or "verb + Sie")', () => {
  // Mid-sentence "sie" (she/they) and "ihr" (her/their) are lower case, so a capital one there is address.
  expect(
    offending(
      'de',
      /(?:[a-zäöüß,;:] )(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|\bIhnen\b|^Sie (?:können|werden|haben|sind|müssen|sehen|schauen|möchten)\b/,
    ),
  ).toEqual([]);
  expect(offending('de', /\b(?:du|dein\w*|dich|dir)\b/i).length).toBeGreaterThan(50);
});

test.each(['fr', 'fr-CA'])('%s: vous, never tu', (locale) => {
  // Word-bounded pronouns and possessives, and the elided t’ (t’inscrire); "-toi" (connecte-toi) included.
  expect(offending(locale, /(?<![\p{L}’'])(?:tu|toi|ton|ta|tes|te)(?![\p{L}’'])|(?<!\p{L})t[’'](?=\p{L})/iu)).toEqual([]);
  expect(offending(locale, /\b(?:vous|votre|vos)\b/i).length).toBeGreaterThan(50);
});

test('es: tú, never usted', () => {
  expect(offending('es', /\b(?:usted|ustedes)\b/i)).toEqual([]);
});

test('it: tu, never the formal Lei (capitalised Lei/Suo/Sua mid-sentence, "La preghiamo")', () => {
  expect(offending('it', /(?:[a-zàèéìòù,;:] )(?:Lei|Suo|Sua|Suoi|Sue|La preghiamo)\b|\bLa preghiamo\b/)).toEqual([]);
});

test('pt: você forms, never tu', () => {
  expect(offending('pt', /(?<!\p{L})(?:tu|teu|tua|teus|tuas|contigo)(?!\p{L})/iu)).toEqual([]);
});

test('ca: tu, never vostè', () => {
  expect(offending('ca', /(?<!\p{L})(?:vostè|vostès|vós)(?!\p{L})/iu)).toEqual([]);
});

test('pl: Ty forms capitalised (Twój, Cię), never Pan/Pani', () => {
  expect(offending('pl', /(?<!\p{L})(?:twój|twoja|twoje|twojego|twojej|twoim|twoich|twoją|cię|ciebie|tobie)(?!\p{L})/u)).toEqual([]);
  expect(offending('pl', /(?<!\p{L})(?:Pan|Pani|Państwo|Pana|Panu)(?!\p{L})/u)).toEqual([]);
});

test('uk-UA: ви in lower case mid-sentence, never ти', () => {
  expect(offending('uk-UA', /(?<=[а-яіїєґ,;:—–] )(?:Ви|Вас|Вам|Вами|Ваш\p{L}*)(?!\p{L})/u)).toEqual([]);
  expect(offending('uk-UA', /(?<!\p{L})(?:ти|тебе|тобі|твій|твоя|твоє|твої|твого|твоїх)(?!\p{L})/iu)).toEqual([]);
});

test('bs-BA: vi in lower case mid-sentence, never ti', () => {
  expect(offending('bs-BA', /(?<=[a-zčćžšđ,;:—–] )(?:Vi|Vas|Vam|Vaš\p{L}*)(?!\p{L})/u)).toEqual([]);
  expect(offending('bs-BA', /(?<!\p{L})(?:tvoj|tvoja|tvoje|tvog|tvom|tvoju|tvoji|tvojim|tebe|tebi)(?!\p{L})/iu)).toEqual([]);
});

test('ko: 합니다 style (requests -세요), no 해요 endings', () => {
  expect(offending('ko', /(?:어요|아요|여요|해요|예요|에요|이죠|죠)(?=[.!?…]|$)/)).toEqual([]);
});

test('zh: 你, never 您', () => {
  expect(offending('zh', /您/)).toEqual([]);
  expect(offending('zh', /你/).length).toBeGreaterThan(30);
});
