// Bandwidth held honestly (issue 16 item 3, ADR 0035): each tile's adaptive bitrate is capped by the
// tile's size and by its part of one shared budget, so four players do not starve each other. Pure
// functions; Player.tsx applies the cap to hls.js as `autoLevelCapping` (hls.js still chooses freely
// below it) and the multiview page recomputes it when tiles resize, the sound moves or a tile stalls.

export interface Rendition {
  /** Picture height in pixels. */
  height: number;
  /** Peak bits per second (the master playlist's BANDWIDTH). */
  bitrate: number;
}

/** Without a measured link (Network Information API), the budget for all tiles together. */
export const DEFAULT_BUDGET_BPS = 4_000_000;
/** Part of the browser's `downlink` estimate we plan to use (headroom for playlists, the page, jitter). */
export const DOWNLINK_SHARE = 0.8;
/** The large tile (or the one with the sound) weighs this much in the budget; the others 1. */
export const LARGE_WEIGHT = 2;
/** A picture this much taller than the tile is still worth fetching (slight upscale beats blur). */
export const SIZE_SLACK = 1.25;
/** After this long without a stall, a tile that dropped a rung may climb one back. */
export const STALL_RECOVERY_MS = 30_000;

/**
 * The budget for all tiles: the default, raised by the browser's link estimate when that says more.
 * `downlink` is coarse (rounded, at most 10 Mbit/s) and, before Chromium has measured anything, a
 * default of 1.35 Mbit/s: trusted to lower the budget it would starve fast links on every first visit.
 * A slow link is still met below the cap: each hls.js keeps adapting to what it measures.
 */
export function totalBudget(downlinkMbps: number | null | undefined): number {
  if (!downlinkMbps || !Number.isFinite(downlinkMbps) || downlinkMbps <= 0) return DEFAULT_BUDGET_BPS;
  return Math.max(DEFAULT_BUDGET_BPS, Math.round(downlinkMbps * 1_000_000 * DOWNLINK_SHARE));
}

/** Splits the budget by weight: the large tile 2 parts, each small one 1. */
export function splitBudget(total: number, large: readonly boolean[]): number[] {
  const weights = large.map((l) => (l ? LARGE_WEIGHT : 1));
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => Math.floor((total * w) / sum));
}

export interface TileCap {
  /** The tile's picture height in device pixels (CSS height × devicePixelRatio). */
  pixelHeight: number;
  /** This tile's part of the budget, bits per second. */
  budget: number;
  /** Small tiles never fetch the top rendition. */
  small: boolean;
  /** Rungs dropped because this tile stalled (its own quality goes first). */
  stallDrop: number;
}

/**
 * The highest rendition index hls.js may pick for a tile (renditions in hls.js order, lowest first).
 * Always at least 0: the lowest rendition plays even when the budget is smaller than it.
 */
export function capLevel(renditions: readonly Rendition[], tile: TileCap): number {
  if (renditions.length === 0) return -1;
  const top = renditions.length - 1;
  const highest = (ok: (r: Rendition) => boolean) => renditions.reduce((best, r, i) => (ok(r) ? i : best), 0);
  let cap = Math.min(
    highest((r) => r.height <= tile.pixelHeight * SIZE_SLACK),
    highest((r) => r.bitrate <= tile.budget),
  );
  if (tile.small && top > 0) cap = Math.min(cap, top - 1);
  return Math.max(0, cap - Math.max(0, tile.stallDrop));
}
