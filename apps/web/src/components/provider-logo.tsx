export type Provider = 'kick' | 'spotify' | 'discord';

/** Simple marks for the three platforms (drawn here: no remote images in the dashboard). */
export function ProviderLogo({ provider, size = 40 }: { provider: Provider; size?: number }) {
  if (provider === 'kick') {
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0b0d10" />
        <path
          d="M11 9h6v8h2v-3h2v-3h2V9h6v6h-2v3h-2v4h2v3h2v6h-6v-3h-2v-3h-2v-3h-2v9h-6z"
          fill="#53fc18"
        />
      </svg>
    );
  }
  if (provider === 'spotify') {
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#121212" />
        <circle cx="20" cy="20" r="12" fill="#1ed760" />
        <path
          d="M13.5 16.5c4.5-1.4 9.5-1 13.3 1.2M14.3 20.2c3.8-1.1 7.8-.7 11 1M15.2 23.6c3-.8 6-.5 8.6.8"
          stroke="#121212"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#5865f2" />
      <path
        d="M27.6 13.3a16 16 0 0 0-4-1.3l-.5 1a15 15 0 0 0-4.4 0l-.5-1a16 16 0 0 0-4 1.3c-2.5 3.8-3.2 7.4-2.9 11a16 16 0 0 0 4.9 2.5l1-1.6a10 10 0 0 1-1.6-.8l.4-.3a11.4 11.4 0 0 0 9.9 0l.4.3-1.6.8 1 1.6a16 16 0 0 0 4.9-2.5c.4-4.2-.7-7.8-3-11zM16.7 22.1c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z"
        fill="#fff"
      />
    </svg>
  );
}
