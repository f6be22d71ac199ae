/** The user's initial on a brand gradient (accounts have no picture of their own). */
export function Avatar({ name, size = 72 }: { name: string; size?: number }) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      className="inline-flex shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-400 to-brand-700 font-black text-surface-950 shadow-lg shadow-brand-500/10 ring-1 ring-brand-300/40"
    >
      {initial}
    </span>
  );
}
