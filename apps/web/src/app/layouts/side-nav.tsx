import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

export interface SideNavItem {
  to: string;
  label: string;
  end?: boolean;
}

export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto md:flex-col">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
              isActive
                ? 'bg-surface-800 text-white ring-1 ring-surface-700'
                : 'text-zinc-400 hover:bg-surface-900 hover:text-white',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
