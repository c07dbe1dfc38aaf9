// Raw event shapes (as api/src/content/serialize.ts sends them) for mf-events tests; paged lists come from the kit harness.
export function rawEvent(id: number, status: 'live' | 'upcoming' | 'archived' | 'channel', extra: Record<string, unknown> = {}) {
  const team = status !== 'channel';
  return {
    id,
    eventId: id,
    title: `Event ${id}`,
    date: '2030-05-04T18:30:00.000Z',
    gameStartDate: '2030-05-04T18:30:00.000Z',
    status,
    eventStatus: status.toUpperCase(),
    eventType: status === 'channel' ? 'channel' : 'game',
    sportType: 'football',
    availableForUser: true,
    imageUrl: `http://localhost/assets/posters/${id}.svg`,
    source: { hd: null, poster: `http://localhost/assets/posters/${id}.svg` },
    ...(team
      ? {
          team1Id: 10 + id,
          team1Name: `Home ${id}`,
          team1LogoUrl: `http://localhost/assets/teams/${10 + id}.svg`,
          team1Score: status === 'upcoming' ? null : 2,
          team2Id: 20 + id,
          team2Name: `Away ${id}`,
          team2LogoUrl: `http://localhost/assets/teams/${20 + id}.svg`,
          team2Score: status === 'upcoming' ? null : 1,
        }
      : {}),
    categories: [{ id: 7, title: 'Premier League', media_type: 'identity', kind: 'league' }],
    ...extra,
  };
}
