/** What an insert leaves behind: the new text and where the caret goes (after the token). */
export interface Insertion {
  value: string;
  caret: number;
}

/**
 * Puts `token` where the caret is, replacing a selection. Without a known caret (the field was
 * never focused) the token goes at the end, where the user would have typed next.
 */
export function insertAtCursor(
  value: string,
  token: string,
  selectionStart?: number | null,
  selectionEnd?: number | null,
): Insertion {
  const clampIndex = (index: number) => Math.min(Math.max(index, 0), value.length);
  const start = clampIndex(selectionStart ?? value.length);
  const end = Math.max(start, clampIndex(selectionEnd ?? start));
  return { value: value.slice(0, start) + token + value.slice(end), caret: start + token.length };
}
