/** The year the site was built, set by `define` in app.config.ts: the footer's copyright year. */
declare const __BUILD_YEAR__: number
