import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const BOUNCE_KEY = 'kyo.overlay-bounce';

function readBounce(path: string): boolean {
  try {
    const [at, where] = (sessionStorage.getItem(BOUNCE_KEY) ?? '').split(' ');
    return where === path && Date.now() - Number(at) < 5000;
  } catch {
    return false;
  }
}

/**
 * `/widget/{key}` reached inside the dashboard (an in-app link). The display is its own bundle
 * (overlay.html, which the server serves for this path), so the page is loaded for real. If the
 * dashboard comes back at once (a dev server has no overlay route), it says so instead of looping.
 */
export default function WidgetDisplayPage() {
  const { t } = useTranslation('widgets');
  const path = window.location.pathname;
  const [bounced] = useState(() => readBounce(path));
  useEffect(() => {
    if (bounced) return;
    try {
      sessionStorage.setItem(BOUNCE_KEY, `${Date.now()} ${path}`);
    } catch {
      // Without storage the worst case is one more reload.
    }
    window.location.replace(window.location.href);
  }, [bounced, path]);
  if (!bounced) return null;
  return (
    <p className="m-4 inline-block rounded-lg bg-surface-900 px-3 py-2 text-sm text-zinc-300">
      {t('display.devNote', { url: `/overlay.html?key=${path.split('/').pop() ?? ''}` })}
    </p>
  );
}
