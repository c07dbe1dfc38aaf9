// The letters of a viewer's avatar, one rule for the header's menu button and the account page
// (they used to differ: "DA" in one place, "DL" in the other for the same person).
// A name gives the first letters of its first and last words ("Dana Levi" → "DL", "דנה לוי" → "דל");
// without one, the e-mail's local part split at dots, dashes, underscores and plus signs
// ("dana.levi@…" → "DL"); a single word gives its first two letters ("dana@…" → "DA").
// Letters are whole characters (an emoji or a letter with its accent is not cut in half).

const letters = (word: string): string[] => Array.from(word.normalize('NFC'));

export function initials(name: string | null | undefined, email?: string | null): string {
  const fromName = (name ?? '').trim();
  const source = fromName || (email ?? '').split('@')[0]!.trim();
  const words = source.split(fromName ? /\s+/ : /[\s._+-]+/).filter(Boolean);
  if (words.length === 0) return '?';
  const picked = words.length > 1 ? [letters(words[0]!)[0]!, letters(words[words.length - 1]!)[0]!] : letters(words[0]!).slice(0, 2);
  return picked.join('').toLocaleUpperCase();
}
