// Small coercions shared by the mappers: the API is loose about types (ids as
// numbers or strings, missing fields), the model is not.

export type Id = string;

export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback);

export const optStr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

export const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

export const optNum = (value: unknown): number | null => {
  const n = num(value, NaN);
  return Number.isNaN(n) ? null : n;
};

export const bool = (value: unknown): boolean => value === true || value === 'true' || value === 1;

export const arr = <T = unknown>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export type Raw = Record<string, unknown>;
export const obj = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
