import { PASSWORD_MIN_SCORE, loadPasswordChecker, passwordWeakness, personalWords } from './password-strength.ts';

const anna = { email: 'Anna.Smith+tv@example.com', name: 'Anna Smith' };

describe('password strength policy', () => {
  test.each(['12345678', 'password', 'Password123!', 'P@ssw0rd!', 'qwertyuiop', 'iloveyou', '11111111', 'abcd1234!', 'letmein1', 'drowssap', 'Passw0rd'])(
    'refuses the common or breached password %j',
    async (password) => {
      expect(await passwordWeakness(password, anna)).toBe('common');
    },
  );

  test.each(['Anna.Smith+tv@example.com', 'anna.smith+tv', 'xX-AnnaSmith-2024', 'smith-family-rules!', 'MY name is ANNA ok?'])(
    'refuses %j, which contains the e-mail, its local part or the name',
    async (password) => {
      expect(await passwordWeakness(password, anna)).toBe('personal');
    },
  );

  test.each(['aaaaaaaaaaaa', 'abcabcabcabc', 'zxcvbnm,./', 'abcdefgh9876'])(
    'refuses the guessable %j (repeats, sequences, keyboard walks: score below 3)',
    async (password) => {
      expect(await passwordWeakness(password, anna)).toBe('guessable');
      const check = await loadPasswordChecker();
      expect(check(password, []).score).toBeLessThan(PASSWORD_MIN_SCORE);
    },
  );

  test.each(['Kestrel-Harbor-91!', 'horse-stable-Lamp-42', 'N3w-Secret-Pass!', 'tv remote under the sofa'])('accepts the strong %j', async (password) => {
    expect(await passwordWeakness(password, anna)).toBeNull();
    const check = await loadPasswordChecker();
    expect(check(password, personalWords(anna)).score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
  });

  test('personal words: whole e-mail, local part and name, pieces of four or more characters', () => {
    expect(personalWords(anna).sort()).toEqual(['anna', 'anna smith', 'anna.smith+tv', 'anna.smith+tv@example.com', 'annasmith', 'smith'].sort());
    expect(personalWords({ email: 'al@x.io', name: 'Bo' })).toEqual(['al@x.io']);
    expect(personalWords({})).toEqual([]);
  });
});
