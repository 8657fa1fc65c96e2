/** What a first visit may load: 250 KB of gzipped JavaScript. */
export const WEB_BUDGET_BYTES = 250_000
