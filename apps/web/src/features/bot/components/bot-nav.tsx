import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Activity,
  BarChart3,
  Bell,
  Clock,
  Coins,
  Gift,
  Hash,
  ListMusic,
  Quote,
  ShieldCheck,
  Terminal,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useBotChannel } from '../hooks/use-bot-channel';

const ITEMS: Array<{ to: string; key: string; icon: LucideIcon; end?: boolean }> = [
  { to: '/bot', key: 'commands', icon: Terminal, end: true },
  { to: '/bot/timed', key: 'timed', icon: Clock },
  { to: '/bot/chat-alert', key: 'alerts', icon: Bell },
  // Protecting the chat comes right after what the bot says in it.
  { to: '/bot/moderation', key: 'moderation', icon: ShieldCheck },
  { to: '/bot/song-requests', key: 'songRequests', icon: ListMusic },
  { to: '/bot/giveaways', key: 'giveaways', icon: Gift },
  { to: '/bot/polls', key: 'polls', icon: BarChart3 },
  { to: '/bot/counters', key: 'counters', icon: Hash },
  { to: '/bot/quotes', key: 'quotes', icon: Quote },
  { to: '/bot/rewards', key: 'rewards', icon: Coins },
  { to: '/bot/status', key: 'status', icon: Activity },
];

/** The sub-navigation the bot pages share; it stays on the channel shown (`?owner=`). */
export function BotNav() {
  const { t } = useTranslation('bot');
  const { search } = useBotChannel();
  return (
    <nav
      aria-label={t('nav.label')}
      className="-mx-4 mb-8 overflow-x-auto border-b border-surface-800 px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1">
        {ITEMS.map(({ to, key, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={{ pathname: to, search }}
              end={end}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex items-center gap-2 border-b-2 px-3.5 py-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                  isActive
                    ? 'border-brand-500 text-white'
                    : 'border-transparent text-zinc-400 hover:border-surface-600 hover:text-zinc-100',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
