import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES, widgetContracts } from '@kyo/contracts';
import { routeTable } from '../../../app/route-table';
import { renderers } from './renderers';
import { rendererLoaders } from './renderer-loaders';
import { widgetUis } from './registry';

/**
 * docs/architecture.md, "Adding a widget type": a type is its files in two folders, and nothing
 * else names it. These checks keep it so.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const contractsTypes = path.join(root, 'packages/contracts/src/widgets/types');
const webTypes = path.join(root, 'apps/web/src/features/widgets/types');

/** Source files (no tests, no builds) under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['node_modules', 'dist', 'test'].includes(name) ? [] : sources(full);
    return /\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('a widget type’s files', () => {
  it.each([...WIDGET_TYPES])(
    '%s: its contract module, folder module and renderer',
    async (type) => {
      // Contracts: types/<type>.ts defines its contract (its .logic.ts beside it, when stateful).
      const file = path.join(contractsTypes, `${type}.ts`);
      expect(existsSync(file), file).toBe(true);
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(Object.values(module), `${type}.ts exports its contract`).toContain(
        widgetContracts[type],
      );
      // Web: types/<type>/index.ts(x) is its module, renderer.tsx its renderer (default exports).
      const folder = path.join(webTypes, type);
      expect(['index.ts', 'index.tsx'].some((name) => existsSync(path.join(folder, name)))).toBe(
        true,
      );
      expect(widgetUis[type].type).toBe(type);
      expect(existsSync(path.join(folder, 'renderer.tsx'))).toBe(true);
      const renderer = (await import(/* @vite-ignore */ path.join(folder, 'renderer.tsx'))) as {
        default: unknown;
      };
      expect(renderers[type]).toBe(renderer.default);
      expect(await rendererLoaders[type]!()).toBe(renderer.default);
    },
  );

  it('finds nothing else: no folder without a type, no table of every type elsewhere', () => {
    const folders = readdirSync(webTypes).filter(
      (name) =>
        statSync(path.join(webTypes, name)).isDirectory() &&
        existsSync(path.join(webTypes, name, 'renderer.tsx')),
    );
    expect(folders.sort()).toEqual([...WIDGET_TYPES].sort());
    expect(Object.keys(renderers).sort()).toEqual([...WIDGET_TYPES].sort());
    // The builder routes come from the folders too (widget-type-folders.ts).
    const builders = routeTable
      .filter((page) => page.title === 'routes.widgetBuilder')
      .map((page) => page.path);
    expect(builders.sort()).toEqual(WIDGET_TYPES.map((type) => `/widget/${type}`).sort());
    // A file naming most types (as quoted names or keys) is a per-type table a new type would
    // have to join (the contracts' list names its modules, not the types).
    const named = WIDGET_TYPES.filter((type) => type.includes('-'));
    const tables = ['apps/web/src', 'apps/server/src', 'packages/contracts/src', 'e2e/support']
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return (
          named.filter((type) => text.includes(`'${type}'`) || text.includes(`"${type}"`)).length >
          named.length / 2
        );
      })
      .map((file) => path.relative(root, file));
    expect(tables).toEqual([]);
  });
});
