export type Provider = 'kick' | 'spotify' | 'discord';

/** Small marks for the three platforms, drawn inline (no remote images). */
export function ProviderMark({ provider, size = 36 }: { provider: Provider; size?: number }) {
  if (provider === 'kick') {
    return (
      <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="9" fill="#0b0d10" stroke="#252b35" />
        <path d="M11 9h5v6l5-6h5.5l-6.2 8.6L27 27h-5.6l-4.6-6.4-.8.9V27h-5z" fill="#53fc18" />
      </svg>
    );
  }
  if (provider === 'spotify') {
    return (
      <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="9" fill="#121212" stroke="#252b35" />
        <circle cx="18" cy="18" r="10.5" fill="#1ed760" />
        <path
          d="M12.4 15.2c3.9-1.2 8.2-.9 11.6 1M13.1 18.4c3.3-.9 6.8-.6 9.6.9M13.9 21.4c2.6-.7 5.2-.4 7.5.7"
          stroke="#121212"
          strokeWidth="1.8"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true">
      <rect width="36" height="36" rx="9" fill="#5865f2" />
      <path
        d="M24.8 12a13.6 13.6 0 0 0-3.4-1.1l-.4.9a12.7 12.7 0 0 0-3.9 0l-.4-.9a13.6 13.6 0 0 0-3.4 1.1c-2.2 3.3-2.8 6.4-2.5 9.5a13.7 13.7 0 0 0 4.2 2.1l.9-1.4-1.4-.7.3-.3a9.8 9.8 0 0 0 8.4 0l.3.3-1.4.7.9 1.4a13.7 13.7 0 0 0 4.2-2.1c.4-3.6-.6-6.7-2.4-9.5zM15.4 19.6c-.8 0-1.5-.8-1.5-1.7s.7-1.7 1.5-1.7 1.5.8 1.5 1.7-.7 1.7-1.5 1.7zm5.2 0c-.8 0-1.5-.8-1.5-1.7s.7-1.7 1.5-1.7 1.5.8 1.5 1.7-.7 1.7-1.5 1.7z"
        fill="#fff"
      />
    </svg>
  );
}
