import { useTranslation } from 'react-i18next';
import {
  Activity,
  BellRing,
  Bot,
  MessageSquareText,
  Music2,
  ShieldCheck,
  Sparkles,
  Timer,
  Trophy,
  Users,
  Flame,
  Eye,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useAuthState } from '../../../lib/auth-store';
import { OverlayPreview } from '../components/overlay-preview';

const features: Array<{ icon: LucideIcon; key: string }> = [
  { icon: Bot, key: 'bot' },
  { icon: Timer, key: 'timers' },
  { icon: BellRing, key: 'alerts' },
  { icon: Sparkles, key: 'overlays' },
  { icon: Activity, key: 'health' },
  { icon: ShieldCheck, key: 'security' },
];

const widgets: Array<{ icon: LucideIcon; key: string }> = [
  { icon: MessageSquareText, key: 'chat' },
  { icon: Trophy, key: 'leaderboard' },
  { icon: Flame, key: 'streak' },
  { icon: Users, key: 'follower' },
  { icon: Eye, key: 'viewers' },
  { icon: Music2, key: 'spotify' },
  { icon: Star, key: 'subscribe' },
];

export default function HomePage() {
  const { t } = useTranslation('home');
  const { token } = useAuthState();
  return (
    <div className="overflow-hidden">
      <section className="relative">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 h-[520px] w-[900px] -translate-x-1/2 rounded-full bg-brand-500/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-500/10 px-3 py-1 text-xs font-semibold text-brand-400 ring-1 ring-brand-500/30">
              <span className="h-1.5 w-1.5 rounded-full bg-brand-500" />
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-6 text-4xl font-black tracking-tight text-white sm:text-5xl lg:text-6xl">
              {t('hero.title')}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-zinc-400">
              {t('hero.subtitle')}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {token ? (
                <ButtonLink to="/bot" size="lg">
                  {t('hero.openDashboard')}
                </ButtonLink>
              ) : (
                <ButtonLink to="/signup" size="lg">
                  {t('hero.cta')}
                </ButtonLink>
              )}
              <ButtonLink to="/widget" size="lg" variant="secondary">
                {t('hero.secondary')}
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-zinc-500">{t('hero.note')}</p>
          </div>
          <OverlayPreview />
        </div>
      </section>

      <section className="border-y border-surface-800 bg-surface-900/40">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t('features.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-zinc-400">{t('features.subtitle')}</p>
          <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, key }) => (
              <article
                key={key}
                className="rounded-xl border border-surface-700 bg-surface-900 p-6"
              >
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold text-white">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-zinc-400">
                  {t(`features.${key}.body`)}
                </p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="flex flex-col gap-10 lg:flex-row lg:items-center">
          <div className="lg:w-2/5">
            <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              {t('widgets.title')}
            </h2>
            <p className="mt-3 text-zinc-400">{t('widgets.subtitle')}</p>
            <ButtonLink to="/widget" variant="secondary" className="mt-6">
              {t('widgets.cta')}
            </ButtonLink>
          </div>
          <ul className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
            {widgets.map(({ icon: Icon, key }) => (
              <li
                key={key}
                className="flex items-center gap-3 rounded-lg border border-surface-700 bg-surface-900 px-4 py-3 text-sm font-medium text-zinc-200"
              >
                <Icon size={18} className="shrink-0 text-brand-400" aria-hidden="true" />
                {t(`widgets.items.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-brand-500/25 bg-gradient-to-br from-brand-500/15 via-surface-900 to-surface-900 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="text-2xl font-bold text-white">{t('final.title')}</h2>
            <p className="mt-2 text-zinc-300">{t('final.body')}</p>
          </div>
          <ButtonLink to={token ? '/profile/settings/connections' : '/signup'} size="lg">
            {token ? t('final.connect') : t('hero.cta')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
