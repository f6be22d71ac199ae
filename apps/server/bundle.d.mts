/** bundle.mjs: the server's bundle, for `npm run build` and the tests that start server processes. */
export function bundleServer(
  outdir: string,
  options?: { logLevel?: 'info' | 'error' },
): Promise<string>;
