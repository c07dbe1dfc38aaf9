/** Route params that name a database record: positive integers only. */
export const isNumericId = (value: string | undefined): boolean => typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value);

/** A free-text param (sport type, info page type, reference id): letters, digits, - and _. */
export const isParam = (value: string | undefined): boolean => typeof value === 'string' && /^[\w-]{1,100}$/.test(value);
