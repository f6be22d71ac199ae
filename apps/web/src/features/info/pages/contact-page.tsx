import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Activity,
  BookOpen,
  Bug,
  Check,
  Clock,
  Copy,
  HelpCircle,
  Mail,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { Callout } from '../../../components/prose/callout';
import {
  PRIVACY_EMAIL,
  RichText,
  SECURITY_EMAIL,
  SUPPORT_EMAIL,
  linkClass,
} from '../components/rich-text';

const channels: Array<{ key: string; icon: LucideIcon; email: string }> = [
  { key: 'support', icon: Mail, email: SUPPORT_EMAIL },
  { key: 'bug', icon: Bug, email: SUPPORT_EMAIL },
  { key: 'security', icon: ShieldAlert, email: SECURITY_EMAIL },
];

const before: Array<{ key: string; icon: LucideIcon; to: string }> = [
  { key: 'faq', icon: HelpCircle, to: '/faq' },
  { key: 'docs', icon: BookOpen, to: '/documentation' },
  { key: 'status', icon: Activity, to: '/bot/status' },
];

export default function ContactPage() {
  const { t } = useTranslation('info');
  const include = t('contact.include.items', { returnObjects: true }) as unknown;
  const items = Array.isArray(include) ? (include as string[]) : [];
  const template = t('contact.template.body');
  const bugMail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(
    t('contact.template.subject'),
  )}&body=${encodeURIComponent(template)}`;

  const copyTemplate = async () => {
    try {
      await navigator.clipboard.writeText(template);
      toast.success(t('contact.template.copied'));
    } catch {
      toast.error(t('contact.template.copyFailed'));
    }
  };

  return (
    <Page>
      <PageHeader
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        description={t('contact.subtitle')}
      />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {channels.map(({ key, icon: Icon, email }) => (
          <section
            key={key}
            aria-labelledby={`contact-${key}`}
            className="flex flex-col rounded-xl border border-surface-700 bg-surface-900 p-6"
          >
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
              <Icon size={20} aria-hidden="true" />
            </span>
            <h2 id={`contact-${key}`} className="mt-4 font-semibold text-white">
              {t(`contact.channels.${key}.title`)}
            </h2>
            <p className="mt-2 flex-1 text-sm leading-6 text-zinc-400">
              {t(`contact.channels.${key}.body`)}
            </p>
            {key === 'bug' ? (
              <a href={bugMail} className={`${buttonClasses('primary', 'sm')} mt-5 self-start`}>
                <Mail size={15} aria-hidden="true" />
                {t('contact.template.compose')}
              </a>
            ) : (
              <a
                href={`mailto:${email}`}
                className={`${linkClass} mt-5 self-start font-mono text-sm`}
              >
                {email}
              </a>
            )}
          </section>
        ))}
      </div>

      <div className="mt-6 flex items-start gap-3 rounded-xl border border-surface-700 bg-surface-900/60 px-5 py-4 text-sm leading-6 text-zinc-300">
        <Clock size={18} className="mt-0.5 shrink-0 text-brand-400" aria-hidden="true" />
        <p>
          <strong className="font-semibold text-white">{t('contact.response.title')}</strong>{' '}
          {t('contact.response.body')}
        </p>
      </div>

      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <section aria-labelledby="contact-include" className="min-w-0">
          <h2
            id="contact-include"
            className="text-xl font-semibold tracking-tight text-white sm:text-2xl"
          >
            {t('contact.include.title')}
          </h2>
          <p className="mt-3 max-w-[65ch] leading-7 text-zinc-300">{t('contact.include.intro')}</p>
          <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {items.map((_, index) => (
              <li
                key={index}
                className="flex gap-3 rounded-lg border border-surface-800 bg-surface-900/60 px-4 py-3 text-sm leading-6 text-zinc-300"
              >
                <Check size={16} className="mt-1 shrink-0 text-brand-400" aria-hidden="true" />
                <span>
                  <RichText i18nKey={`contact.include.items.${index}`} />
                </span>
              </li>
            ))}
          </ul>

          <div className="mt-8 overflow-hidden rounded-xl border border-surface-700 bg-surface-900">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-surface-700 px-4 py-2.5">
              <h3 className="text-sm font-semibold text-zinc-100">{t('contact.template.title')}</h3>
              <Button
                variant="ghost"
                size="sm"
                icon={<Copy size={14} aria-hidden="true" />}
                onClick={() => void copyTemplate()}
              >
                {t('contact.template.copy')}
              </Button>
            </div>
            <pre className="overflow-x-auto px-4 py-4 font-mono text-[13px] leading-6 whitespace-pre-wrap text-zinc-300">
              {template}
            </pre>
          </div>

          <Callout tone="warning" className="mt-6" title={t('contact.never.title')}>
            {t('contact.never.body')}
          </Callout>
        </section>

        <aside className="space-y-6">
          <section
            aria-labelledby="contact-before"
            className="rounded-xl border border-surface-700 bg-surface-900 p-5"
          >
            <h2 id="contact-before" className="font-semibold text-white">
              {t('contact.before.title')}
            </h2>
            <p className="mt-1 text-sm leading-6 text-zinc-400">{t('contact.before.body')}</p>
            <ul className="mt-4 space-y-2">
              {before.map(({ key, icon: Icon, to }) => (
                <li key={key}>
                  <Link
                    to={to}
                    className="group flex gap-3 rounded-lg p-2 -mx-2 transition-colors hover:bg-surface-800"
                  >
                    <Icon size={18} className="mt-0.5 shrink-0 text-brand-400" aria-hidden="true" />
                    <span>
                      <span className="block text-sm font-medium text-zinc-100 group-hover:text-white">
                        {t(`contact.before.${key}.title`)}
                      </span>
                      <span className="block text-sm leading-5 text-zinc-400">
                        {t(`contact.before.${key}.body`)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="contact-privacy"
            className="rounded-xl border border-surface-700 bg-surface-900 p-5"
          >
            <h2 id="contact-privacy" className="font-semibold text-white">
              {t('contact.privacy.title')}
            </h2>
            <p className="mt-2 text-sm leading-6 text-zinc-400">
              <RichText i18nKey="contact.privacy.body" values={{ email: PRIVACY_EMAIL }} />
            </p>
          </section>
        </aside>
      </div>
    </Page>
  );
}
