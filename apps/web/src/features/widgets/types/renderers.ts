import type { WidgetType } from '@kyo/contracts/widgets/registry';
import type { WidgetRenderer } from './renderer';

/**
 * The widget types whose overlay exists (contracts: `available: true`): all of them now; a type
 * added to the contracts before its overlay would be left out here.
 */
export type AvailableWidgetType = WidgetType;

/** The type a `./<type>/renderer.tsx` path belongs to. */
const typeOfRendererPath = (path: string) => /^\.\/([^/]+)\/renderer\.tsx$/.exec(path)![1]!;

/**
 * The renderer of each widget type, found in its folder (`types/<type>/renderer.tsx`, its default
 * export): nothing to register. The dashboard draws previews with them; the OBS display loads the
 * same files one by one (renderer-loaders.ts). What a renderer imports stays free of i18next, the
 * design system, Tailwind and zod: contracts are imported as types or from zod-free modules.
 */
export const renderers: Readonly<Record<string, WidgetRenderer<Record<string, unknown>>>> =
  Object.fromEntries(
    Object.entries(
      import.meta.glob<WidgetRenderer<Record<string, unknown>>>('./*/renderer.tsx', {
        eager: true,
        import: 'default',
      }),
    ).map(([path, renderer]) => [typeOfRendererPath(path), renderer]),
  );

/**
 * The renderer for a type named by the server, taking the settings it sent (already parsed with
 * defaults). Unknown or not-yet-available types have none.
 */
export function rendererFor(type: string): WidgetRenderer<Record<string, unknown>> | undefined {
  return Object.prototype.hasOwnProperty.call(renderers, type) ? renderers[type] : undefined;
}
