import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../account-language';
import { isLanguage, LANGUAGES } from '../i18n';

/**
 * The language switch of the default layout; i18n.ts remembers the choice in this browser and
 * account-language.ts on the account. A native select (for
 * its keyboard and screen-reader behaviour) sits invisibly over a label that shows only the
 * language code on phones, where the header has no room for the name.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('app');
  const current =
    LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <label className="relative inline-flex h-8 items-center rounded-md bg-surface-900 px-2.5 text-xs font-semibold uppercase text-zinc-300 ring-1 ring-surface-700 focus-within:ring-2 focus-within:ring-brand-500 hover:text-white">
      <span className="sr-only">{t('nav.language')}</span>
      <span aria-hidden="true" className="whitespace-nowrap">
        {current.code.toUpperCase()}
        {/* Closed, the name without its region (`Português`): the header has room for one line. */}
        <span className="hidden sm:inline"> · {current.label.replace(/\s*\(.*\)$/, '')}</span>
      </span>
      <select
        value={current.code}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
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
