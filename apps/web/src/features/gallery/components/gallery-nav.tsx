import { useTranslation } from 'react-i18next';

export const GALLERY_SECTIONS = [
  'buttons',
  'text',
  'numbers',
  'choices',
  'select',
  'table',
  'feedback',
  'overlays',
] as const;

/** The sticky list of sections beside the gallery. */
export function GalleryNav() {
  const { t } = useTranslation('gallery');
  return (
    <nav aria-label={t('nav')} className="sticky top-24 hidden lg:block">
      <p className="mb-3 px-3 text-[11px] font-semibold tracking-wider text-zinc-400 uppercase">
        {t('nav')}
      </p>
      <ul className="flex flex-col gap-0.5">
        {GALLERY_SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="block rounded-md px-3 py-1.5 text-sm text-zinc-400 transition-colors hover:bg-surface-900 hover:text-white"
            >
              {t(`${id}.title`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
