import type { AlertIcon } from './alert-model';

const paths: Record<AlertIcon, string> = {
  follow:
    'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z',
  subscription: 'M12 3.2l2.6 5.5 6 .8-4.4 4.1 1.1 5.9L12 16.6l-5.3 2.9 1.1-5.9-4.4-4.1 6-.8z',
  gift: 'M4 11h16v9.5H4zM3 7.5h18V11H3zM12 7.5v13M12 7.5c-2.5 0-5-1-4.2-3.2S12 5 12 7.5c0-2.5 3.4-5.4 4.2-3.2S14.5 7.5 12 7.5',
  // A coin with Kick's lightning bolt cut out of it (even-odd fill).
  kicks:
    'M12 2.8a9.2 9.2 0 1 0 0 18.4 9.2 9.2 0 0 0 0-18.4zM13.2 6.5 8.6 13h3.1l-1 4.5 4.7-6.6h-3.2z',
  // Channel points: a ticket with a star punched out (even-odd fill).
  reward:
    'M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5V14a2 2 0 0 0 0-4zM12 8.6l1 2.1 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3z',
};

/** Shown above the text when the alert has no image or video. */
export function AlertGlyph({ icon, color }: { icon: AlertIcon; color: string }) {
  const filled = icon !== 'gift';
  return (
    <svg className="kyo-alert-glyph" viewBox="0 0 24 24" aria-hidden="true" data-icon={icon}>
      <path
        d={paths[icon]}
        fill={filled ? color : 'none'}
        fillRule="evenodd"
        stroke={color}
        strokeWidth={filled ? 0 : 1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}
