/** The assessment service's CvStorage (the same store and bucket the gateway uploads CVs into). */
export const CV_STORAGE = Symbol('CV_STORAGE');
/** The MarketDataRegistry; tests give it providers of their own (a failing one, say). */
export const MARKET_DATA = Symbol('MARKET_DATA');
/** The optional LLM analyzer, null when LLM_BASE_URL is not set. */
export const LLM_ANALYZER = Symbol('LLM_ANALYZER');
/** When the built-in analyzer is built and how long its idle worker lives (AnalyzerOptions). */
export const ANALYZER_OPTIONS = Symbol('ANALYZER_OPTIONS');
/** When an assessment still processing counts as abandoned, and how often the sweeper looks (StaleSweepOptions). */
export const STALE_SWEEP = Symbol('STALE_SWEEP');
