import { parseWidgetSettings, type WidgetType } from '@kyo/contracts';
import type { z } from 'zod';
import { badRequest } from '../../platform/http/http-error';

type Settings = Record<string, unknown>;

const pathOf = (issue: z.core.$ZodIssue) => ['settings', ...issue.path.map(String)].join('.');

/**
 * Settings posted by the builder, parsed with the type's schema (defaults filled, unknown keys
 * dropped). A bad value is a 400 naming the field: `settings.fontSize`.
 */
export function parseSettingsInput(type: WidgetType, input: unknown): Settings {
  const result = parseWidgetSettings(type, input);
  if (result.success) return result.data;
  const issues = result.error.issues;
  throw badRequest(
    issues.map((issue) => `body.${pathOf(issue)}: ${issue.message}`).join('; '),
    pathOf(issues[0]!),
  );
}

/**
 * Stored settings as the type's schema reads them today: an older object gets the newer defaults,
 * and a stored value the schema no longer accepts (a tightened limit) falls back to its default,
 * so reading a widget never fails and an overlay never breaks on an upgrade.
 */
export function readSettings(type: WidgetType, stored: unknown): Settings {
  let current: Settings = stored && typeof stored === 'object' ? { ...(stored as Settings) } : {};
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = parseWidgetSettings(type, current);
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (bad.has('')) break;
    current = Object.fromEntries(Object.entries(current).filter(([key]) => !bad.has(key)));
  }
  return parseWidgetSettings(type, {}).data as Settings;
}
