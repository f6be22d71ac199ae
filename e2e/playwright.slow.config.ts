import base from './playwright.config';
// Local only (not committed): the same run with longer waits, for a machine shared by many runs.
export default { ...base, expect: { timeout: 30_000 }, timeout: 300_000 };
