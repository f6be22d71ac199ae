import { htmlPage } from '../shared/html-page';
import { escapeHtml } from '../shared/http';
import { consentText, type ConsentLanguage } from './consent-texts';

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
  /** The streamer's language (consentLanguage of the request): every text above in it. */
  language?: ConsentLanguage;
}

function renderSelect(select: ConsentSelect, t: (english: string) => string): string {
  const options = select.options
    .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`)
    .join('');
  return `<label class="field"><span>${escapeHtml(t(select.label))}</span>
<select name="${escapeHtml(select.name)}" data-testid="${select.testId}">${options}</select></label>`;
}

/**
 * The provider's consent screen: app name, requested scopes, which emulated account signs in,
 * and Authorize / Deny. A plain form (no script) so it works under any CSP.
 */
export function consentPage(input: ConsentPageInput): string {
  const language = input.language ?? 'en';
  const t = (english: string, values: Record<string, string> = {}) =>
    consentText(language, english, values);
  const provider = input.provider;
  const hidden = Object.entries(input.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const scopes = input.scopes.length
    ? input.scopes
        .map(
          (s) =>
            `<li><code>${escapeHtml(s.name)}</code> <span>${escapeHtml(t(s.description))}</span></li>`,
        )
        .join('')
    : `<li>${escapeHtml(t('No special permissions'))}</li>`;
  const brand = input.provider.toLowerCase();
  return htmlPage({
    title: t('Authorize {app} · {provider}', { app: input.appName, provider }),
    lang: language === 'pt' ? 'pt-BR' : language,
    assetsPath: input.assetsPath,
    bodyClass: 'consent-body',
    body: `<main class="consent consent--${brand}" data-testid="consent-page">
<p class="consent-provider">${escapeHtml(provider)} <small>${escapeHtml(t('emulated'))}</small></p>
<h1><strong data-testid="consent-app-name">${escapeHtml(input.appName)}</strong> ${escapeHtml(t('wants to access your {provider} account', { provider }))}</h1>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
${input.selects.map((select) => renderSelect(select, t)).join('\n')}
<h2>${escapeHtml(t('This will allow it to'))}</h2>
<ul class="consent-scopes" data-testid="consent-scopes">${scopes}</ul>
<div class="consent-actions">
<button type="submit" name="decision" value="deny" class="button button--ghost" data-testid="consent-deny">${escapeHtml(t(input.denyLabel))}</button>
<button type="submit" name="decision" value="allow" class="button button--primary" data-testid="consent-authorize">${escapeHtml(t(input.authorizeLabel))}</button>
</div>
</form>
</main>`,
  });
}
