import { Link } from 'react-router';

export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#111418" />
      <path d="M9 7h5v7l6-7h6l-7.5 8.5L26 25h-6.2l-5-6.5-.8.9V25H9z" fill="#53fc18" />
    </svg>
  );
}

export function Brand() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md font-bold tracking-tight text-white"
    >
      <BrandMark />
      <span className="text-lg">Kyo</span>
    </Link>
  );
}
