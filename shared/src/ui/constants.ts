/** List paging defaults (docs/product.md): first page is 0, ten items a page. */
export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 10;

/** Image defaults (docs/product.md): 320x180 (16:9), loaded lazily. */
export const IMAGE_DEFAULT_WIDTH = 320;
export const IMAGE_DEFAULT_HEIGHT = 180;

/** The survey dialog size (docs/product.md). */
export const SURVEY_DIALOG_WIDTH = 600;
export const SURVEY_DIALOG_HEIGHT = 750;

/** `<meta name="theme-color">` values, also the page backgrounds of the two themes. */
export const THEME_COLOR = { dark: '#0f1624', light: '#f4f7fc' } as const;
