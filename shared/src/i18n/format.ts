// Dates, prices and quantities in the viewer's language, for every app: one place for what a price
// looks like (it looked three different ways in account, checkout and the event page) and one
// cache of Intl formatters (building one costs about a hundred times formatting with one: a home
// page of 50 cards spent ~110 ms of a 4x-throttled main thread building them).

/** A formatter factory that builds one formatter per locale and options and hands it out again. */
function cachedPerLocale<Options, Format>(build: (locale: string, options: Options) => Format) {
  const built = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = built.get(key);
    if (!format) {
      format = build(locale, options);
      built.set(key, format);
    }
    return format;
  };
}

/** One Intl.DateTimeFormat per locale and options. */
export const dateTimeFormat = cachedPerLocale((locale, options: Intl.DateTimeFormatOptions = {}) => new Intl.DateTimeFormat(locale, options));

/** One Intl.NumberFormat per locale and options. Throws as Intl does (an unknown currency or unit). */
export const numberFormat = cachedPerLocale((locale, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(locale, options));

/**
 * A price in its currency ("€9.99", "9,99 €"); a currency Intl does not know (docs/product.md's 'N/A', an
 * empty one) keeps the number, with at most two decimals, and the code.
 */
export function formatPrice(amount: number, currency: string | null | undefined, locale: string): string {
  const code = (currency ?? '').trim();
  if (/^[A-Z]{3}$/i.test(code)) {
    try {
      return numberFormat(locale, { style: 'currency', currency: code.toUpperCase() }).format(amount);
    } catch {
      // an ISO-shaped code Intl does not know: as below
    }
  }
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${code || 'N/A'}`;
}
