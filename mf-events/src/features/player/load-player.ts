// The player module itself (Vidstack + hls.js + the VAST client, ~290 KB gzipped) as its own chunk,
// loaded on first use: the lazy wrapper (LazyPlayer.tsx) and the embed ask for it here.
export const loadPlayer = () => import(/* webpackChunkName: "player" */ './Player.tsx');
