import type { WidgetRenderer } from './renderer';

type Loader = () => Promise<WidgetRenderer<Record<string, unknown>>>;

/**
 * Each widget type's renderer (`types/<type>/renderer.tsx`) as its own chunk: the OBS display's
 * table (decision 019). The display's first load is React DOM and the realtime client; a widget's
 * renderer, with its CSS, comes once the server has said which type the widget is, so a new widget
 * type adds nothing to what a browser source of another type downloads. The same files as the
 * dashboard's renderers.ts, found the same way (a type's folder is its name).
 */
export const rendererLoaders: Readonly<Record<string, Loader>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<WidgetRenderer<Record<string, unknown>>>('./*/renderer.tsx', {
      import: 'default',
    }),
  ).map(([path, load]) => [/^\.\/([^/]+)\/renderer\.tsx$/.exec(path)![1]!, load]),
);

/** The loader of a type named by the server; unknown or not-yet-available types have none. */
export function rendererLoaderFor(type: string): Loader | undefined {
  return Object.prototype.hasOwnProperty.call(rendererLoaders, type)
    ? rendererLoaders[type]
    : undefined;
}
