/** Folds case, Turkish dotted/dotless i and accents, so `sarki` finds `Şarkı`. */
export function foldForSearch(text: string): string {
  return text.replace(/[İIı]/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The options whose label contains every word of the query. */
export function filterOptions<T extends { label: string }>(options: T[], query: string): T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const label = foldForSearch(option.label);
    return words.every((word) => label.includes(word));
  });
}
