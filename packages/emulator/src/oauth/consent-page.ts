import { htmlPage } from '../shared/html-page';
import { escapeHtml } from '../shared/http';

export interface ConsentSelect {
  name: string;
  label: string;
  testId: string;
  options: { value: string; label: string }[];
}

export interface ConsentPageInput {
  assetsPath: string;
  provider: 'Kick' | 'Spotify' | 'Discord';
  appName: string;
  scopes: { name: string; description: string }[];
  /** The form posts back to the authorize URL with every original parameter. */
  action: string;
  hidden: Record<string, string>;
  selects: ConsentSelect[];
  authorizeLabel: string;
  denyLabel: string;
}

function renderSelect(select: ConsentSelect): string {
  const options = select.options
    .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`)
    .join('');
  return `<label class="field"><span>${escapeHtml(select.label)}</span>
<select name="${escapeHtml(select.name)}" data-testid="${select.testId}">${options}</select></label>`;
}

/**
 * The provider's consent screen: app name, requested scopes, which emulated account signs in,
 * and Authorize / Deny. A plain form (no script) so it works under any CSP.
 */
export function consentPage(input: ConsentPageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const scopes = input.scopes.length
    ? input.scopes
        .map(
          (s) =>
            `<li><code>${escapeHtml(s.name)}</code> <span>${escapeHtml(s.description)}</span></li>`,
        )
        .join('')
    : '<li>No special permissions</li>';
  const brand = input.provider.toLowerCase();
  return htmlPage({
    title: `Authorize ${input.appName} · ${input.provider}`,
    assetsPath: input.assetsPath,
    bodyClass: 'consent-body',
    body: `<main class="consent consent--${brand}" data-testid="consent-page">
<p class="consent-provider">${escapeHtml(input.provider)} <small>emulated</small></p>
<h1><strong data-testid="consent-app-name">${escapeHtml(input.appName)}</strong> wants to access your ${escapeHtml(input.provider)} account</h1>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
${input.selects.map(renderSelect).join('\n')}
<h2>This will allow it to</h2>
<ul class="consent-scopes" data-testid="consent-scopes">${scopes}</ul>
<div class="consent-actions">
<button type="submit" name="decision" value="deny" class="button button--ghost" data-testid="consent-deny">${escapeHtml(input.denyLabel)}</button>
<button type="submit" name="decision" value="allow" class="button button--primary" data-testid="consent-authorize">${escapeHtml(input.authorizeLabel)}</button>
</div>
</form>
</main>`,
  });
}
