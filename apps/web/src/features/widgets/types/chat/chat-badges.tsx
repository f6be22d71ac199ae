import type { ReactNode } from 'react';

interface BadgeLook {
  background: string;
  /** A 16×16 glyph drawn in white. */
  glyph: ReactNode;
}

const stroke = {
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * Kick's badge kinds, drawn inline (no image requests, nothing to fail in OBS). Unknown kinds
 * are skipped rather than shown as a blank square.
 */
const BADGES: Record<string, BadgeLook> = {
  broadcaster: {
    background: '#e9113c',
    glyph: (
      <>
        <rect x="2.5" y="4.5" width="8" height="7" rx="1.5" {...stroke} />
        <path d="M10.5 7l3-2v6l-3-2" {...stroke} />
      </>
    ),
  },
  moderator: {
    background: '#00c75a',
    glyph: <path d="M3 13l5-5m0 0l4.5-4.5M8 8l-2-2m2 2l2 2M11 3.5h1.5V5" {...stroke} />,
  },
  vip: {
    background: '#e229b5',
    glyph: <path d="M4 3.5h8l2 3-6 6.5-6-6.5z M2 6.5h12" {...stroke} />,
  },
  subscriber: {
    background: '#1475e1',
    glyph: (
      <path
        d="M8 2.6l1.6 3.3 3.6.5-2.6 2.5.6 3.6L8 10.8l-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z"
        fill="#fff"
      />
    ),
  },
  og: {
    background: '#00a39b',
    glyph: (
      <>
        <circle cx="5.2" cy="8" r="2.6" {...stroke} />
        <path d="M13 6.2a2.7 2.7 0 1 0 0 3.6V8h-1.6" {...stroke} />
      </>
    ),
  },
  founder: {
    background: '#e8a10c',
    glyph: <path d="M3 12.5h10M3.5 12.5L2.5 5l3.2 2.5L8 3.5l2.3 4L13.5 5l-1 7.5" {...stroke} />,
  },
  verified: {
    background: '#53fc18',
    glyph: <path d="M4 8.3l2.6 2.6L12 5.4" {...stroke} stroke="#0b0d10" strokeWidth={2} />,
  },
  staff: {
    background: '#6a2df0',
    glyph: <path d="M4.5 3v10M4.5 8.5L11 3M7 7l4.5 6" {...stroke} strokeWidth={2} />,
  },
  sub_gifter: {
    background: '#8d4bf5',
    glyph: (
      <>
        <rect x="2.5" y="6" width="11" height="7" rx="1" {...stroke} />
        <path
          d="M2.5 8.5h11M8 6v7M8 6C6 6 4.5 5 5.5 3.5S8 4.5 8 6c0-1.5 1.5-4 2.5-2.5S10 6 8 6"
          {...stroke}
        />
      </>
    ),
  },
  bot: {
    background: '#5b6472',
    glyph: (
      <>
        <rect x="3" y="5.5" width="10" height="7" rx="2" {...stroke} />
        <path d="M8 5.5V3M6 9h.01M10 9h.01" {...stroke} strokeWidth={2.2} />
      </>
    ),
  },
};

export const KNOWN_BADGES = Object.keys(BADGES);

export function ChatBadge({ type, title }: { type: string; title?: string | null }) {
  const look = BADGES[type];
  if (!look) return null;
  return (
    <svg
      className="kyo-chat-badge"
      viewBox="0 0 16 16"
      role="img"
      aria-label={title ?? type}
      data-badge={type}
    >
      <rect width="16" height="16" rx="3.5" fill={look.background} />
      {look.glyph}
    </svg>
  );
}
