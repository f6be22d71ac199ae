import { escapeHtml } from './http';

/**
 * A full HTML document linking the emulator's stylesheet (and optionally its script) by URL:
 * the host's CSP is `script-src 'self'`, so nothing is inlined.
 */
export function htmlPage(input: {
  title: string;
  assetsPath: string;
  body: string;
  script?: string;
  bodyClass?: string;
  /** The page's language (`html lang`): English unless said. */
  lang?: string;
}): string {
  const script = input.script
    ? `<script src="${input.assetsPath}/${input.script}" defer></script>`
    : '';
  return `<!doctype html>
<html lang="${input.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${input.assetsPath}/emulator.css">
${script}
</head>
<body class="${input.bodyClass ?? ''}">
${input.body}
</body>
</html>`;
}

/** A provider's error screen for an authorize request it cannot honour (no redirect is safe). */
export function errorPage(assetsPath: string, provider: string, message: string): string {
  return htmlPage({
    title: `${provider}: error`,
    assetsPath,
    bodyClass: 'consent-body',
    body: `<main class="consent"><h1>${escapeHtml(provider)}</h1>
<p class="consent-error" role="alert" data-testid="oauth-error">${escapeHtml(message)}</p></main>`,
  });
}
