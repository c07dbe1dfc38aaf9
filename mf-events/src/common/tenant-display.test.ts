import { kickoffIso, teamLabel } from './tenant-display.ts';

const on = { enable_short_team_names: true, enable_real_kickoff_time: true };
const off = { enable_short_team_names: false, enable_real_kickoff_time: false };

test('short team names only when the tenant enables them and the team has one', () => {
  expect(teamLabel({ name: 'Harbor City FC', shortName: 'HCF' }, on)).toBe('HCF');
  expect(teamLabel({ name: 'Harbor City FC', shortName: 'HCF' }, off)).toBe('Harbor City FC');
  expect(teamLabel({ name: 'Harbor City FC', shortName: null }, on)).toBe('Harbor City FC');
  expect(teamLabel({ name: 'Harbor City FC', shortName: 'HCF' }, null)).toBe('Harbor City FC');
});

test('the real kick-off (gameStartDate) only when the tenant enables it', () => {
  const event = { date: '2030-05-04T18:00:00.000Z', gameStartDate: '2030-05-04T18:07:00.000Z' };
  expect(kickoffIso(event, on)).toBe(event.gameStartDate);
  expect(kickoffIso(event, off)).toBe(event.date);
  expect(kickoffIso({ ...event, gameStartDate: null }, on)).toBe(event.date);
});
