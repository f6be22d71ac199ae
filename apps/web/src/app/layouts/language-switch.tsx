import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n';

/** The language switch of the default layout; i18n.ts remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('app');
  return (
    <label className="relative">
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="h-8 cursor-pointer appearance-none rounded-md bg-surface-900 px-2.5 text-xs font-semibold uppercase text-zinc-300 ring-1 ring-surface-700 hover:text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.code.toUpperCase()} · {language.label}
          </option>
        ))}
      </select>
    </label>
  );
}
