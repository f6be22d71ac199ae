import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Activity,
  BarChart3,
  Bell,
  Clock,
  Coins,
  Dices,
  Gift,
  Hash,
  ListMusic,
  Quote,
  ShieldCheck,
  ShoppingBag,
  Terminal,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { useBotChannel } from '../../lib/use-bot-channel';

type Item = { to: string; key: string; icon: LucideIcon; end?: boolean };

/** The viewer games and points: one tab in the bot's navigation, their own row on their pages. */
const GAMES: Item[] = [
  { to: '/bot/giveaways', key: 'giveaways', icon: Gift },
  { to: '/bot/polls', key: 'polls', icon: BarChart3 },
  { to: '/bot/counters', key: 'counters', icon: Hash },
  { to: '/bot/quotes', key: 'quotes', icon: Quote },
  // The viewers' currency (docs/points.md) and its store.
  { to: '/bot/points', key: 'points', icon: Wallet, end: true },
  { to: '/bot/points/store', key: 'pointsStore', icon: ShoppingBag },
];

const ITEMS: Array<Item & { group?: Item[] }> = [
  { to: '/bot', key: 'commands', icon: Terminal, end: true },
  { to: '/bot/timed', key: 'timed', icon: Clock },
  { to: '/bot/chat-alert', key: 'alerts', icon: Bell },
  // Protecting the chat comes right after what the bot says in it.
  { to: '/bot/moderation', key: 'moderation', icon: ShieldCheck },
  { to: '/bot/song-requests', key: 'songRequests', icon: ListMusic },
  { to: GAMES[0]!.to, key: 'games', icon: Dices, group: GAMES },
  { to: '/bot/rewards', key: 'rewards', icon: Coins },
  { to: '/bot/status', key: 'status', icon: Activity },
];

const tab = (active: boolean) =>
  cn(
    '-mb-px flex items-center gap-1.5 border-b-2 px-2 py-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
    active
      ? 'border-brand-500 text-white'
      : 'border-transparent text-zinc-400 hover:border-surface-600 hover:text-zinc-100',
  );

/** A page of a group, in the group's own row. */
const pill = (active: boolean) =>
  cn(
    'flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    active
      ? 'bg-brand-500/15 text-white ring-brand-500/60'
      : 'text-zinc-400 ring-surface-700 hover:text-zinc-100 hover:ring-surface-600',
  );

/**
 * The sub-navigation the bot pages share; it stays on the channel shown (`?owner=`). Eight tabs
 * fit a 1280 px window in every language (Spanish's are the longest: tight padding, no wider);
 * the games share one, with their own row on their pages. Narrower, the row scrolls.
 */
export function BotNav() {
  const { t } = useTranslation('bot-frame');
  const { search } = useBotChannel();
  const { pathname } = useLocation();
  const inGroup = (group?: Item[]) => group?.some((item) => pathname.startsWith(item.to)) ?? false;
  const openGroup = ITEMS.find((item) => inGroup(item.group))?.group;
  return (
    <div className="mb-8">
      <nav
        aria-label={t('nav.label')}
        className="-mx-4 overflow-x-auto border-b border-surface-800 px-4 sm:mx-0 sm:px-0"
      >
        <ul className="flex min-w-max">
          {ITEMS.map(({ to, key, icon: Icon, end, group }) => (
            <li key={key}>
              {group ? (
                // A group's tab is current on each of its pages; its link goes to the first.
                <Link
                  to={{ pathname: to, search }}
                  aria-current={inGroup(group) ? 'page' : undefined}
                  className={tab(inGroup(group))}
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`nav.${key}`)}
                </Link>
              ) : (
                <NavLink
                  to={{ pathname: to, search }}
                  end={end}
                  className={({ isActive }) => tab(isActive)}
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`nav.${key}`)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {openGroup && (
        <nav aria-label={t('nav.gamesLabel')} className="mt-3 overflow-x-auto">
          <ul className="flex min-w-max gap-1.5">
            {openGroup.map(({ to, key, icon: Icon, end }) => (
              <li key={key}>
                <NavLink
                  to={{ pathname: to, search }}
                  end={end}
                  className={({ isActive }) => pill(isActive)}
                >
                  <Icon aria-hidden className="size-3.5" />
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
