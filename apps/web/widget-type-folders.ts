import { existsSync, readdirSync } from 'node:fs';

/**
 * The widget types, found as the folders of src/features/widgets/types that hold a renderer
 * (docs/architecture.md, "Adding a widget type"). The route table's builder routes come from
 * this list, given to the code as `__WIDGET_TYPES__` (vite.config.ts, vitest.config.ts): the
 * entry gets the names without the contracts' module, which builds every type's schemas.
 */
export function widgetTypeFolders(): string[] {
  const types = new URL('./src/features/widgets/types/', import.meta.url);
  return readdirSync(types, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/renderer.tsx`, types)),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The `define` entry both configs add. */
export const widgetTypesDefine = () => ({ __WIDGET_TYPES__: JSON.stringify(widgetTypeFolders()) });
