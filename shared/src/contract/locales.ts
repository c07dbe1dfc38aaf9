// The 14 locales of docs/product.md (default en). Its own module so the tenant schema and the
// tenant types both read it without importing each other.
export const LOCALES = ['en', 'de', 'es', 'fr', 'fr-CA', 'he', 'it', 'pl', 'pt', 'ca', 'ko', 'zh', 'bs-BA', 'uk-UA'] as const;
export type Locale = (typeof LOCALES)[number];
