/**
 * DOM helpers of the control page. Chat text and every other value from the API is set with
 * textContent or as an attribute, never parsed as HTML.
 */

export function $<T extends Element = HTMLElement>(selector: string): T {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`The control page has no ${selector}`);
  return element;
}

export function tid<T extends Element = HTMLElement>(id: string): T {
  return $<T>(`[data-testid="${id}"]`);
}

type AttributeValue = string | number | boolean | null | undefined;
type Child = Node | string | null | undefined;

/** An element: `text` sets its text, `color` its colour, any other key an attribute. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, AttributeValue> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') el.textContent = String(value);
    else if (key === 'color') el.style.color = String(value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child !== null && child !== undefined) el.append(child);
  }
  return el;
}

export function short(value: string): string {
  return value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}

export function timeOf(iso: string | null): string {
  return new Date(iso ?? 0).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** The status line in the top bar, cleared after a few seconds. */
export function toast(message: string, isError = false): void {
  const el = tid('status-message');
  el.textContent = message;
  el.className = `toast toast--show${isError ? ' toast--error' : ''}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    el.className = 'toast';
  }, 3500);
}
