/**
 * Português (Brasil), você, one table per area as in ../tr, each keyed by the exact English
 * text. Being written (issue 46): the areas are added here as they are translated.
 */
export const CATALOGUE: Record<string, string> = {};
