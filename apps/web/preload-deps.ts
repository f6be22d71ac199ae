import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: string[] }>;

/**
 * Vite lists, for every lazy import, each JS file the imported module needs, to preload them in
 * parallel; that includes the files the importing chunk itself imports statically, which are
 * loaded already when its code runs (React, the router, i18next… for every route of the entry).
 * This drops those from each list: the same files preload, and the entry no longer names every
 * shared file once per route (decision 019).
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Bundle = {};
  const loaded = new Map<string, Set<string>>();
  const staticClosure = (host: string): Set<string> => {
    const known = loaded.get(host);
    if (known) return known;
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of bundle[file]?.imports ?? []) visit(imported);
    };
    visit(host);
    loaded.set(host, files);
    return files;
  };
  return {
    plugin: {
      name: 'kyo:preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loaded.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const present = staticClosure(hostId);
      return deps.filter((dep) => !present.has(dep));
    },
  };
}
