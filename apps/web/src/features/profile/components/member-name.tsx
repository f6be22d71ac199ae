import { Avatar } from './avatar';

/** A Kyo account in a table cell: its initial and its username. */
export function MemberName({ username }: { username: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-3">
      <Avatar name={username} size={32} />
      <span className="truncate font-semibold text-white">{username}</span>
    </span>
  );
}
