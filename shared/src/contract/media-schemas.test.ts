import { mediaTitleSchema, tagFormSchema, titleFormSchema } from './media-schemas.ts';

test('titles are trimmed, required and at most 200 characters', () => {
  expect(mediaTitleSchema.parse('  Great save ')).toBe('Great save');
  expect(mediaTitleSchema.safeParse('   ').error?.issues[0]?.message).toBe('validation.title_required');
  expect(mediaTitleSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('validation.title_too_long');
  expect(mediaTitleSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.title_required');
  expect(tagFormSchema.parse({ title: ' Goal ', global: false })).toEqual({ title: 'Goal', global: false });
  expect(titleFormSchema.safeParse({ title: '' }).success).toBe(false);
});
