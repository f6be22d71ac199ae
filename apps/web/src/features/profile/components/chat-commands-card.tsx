import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageSquareText } from 'lucide-react';

/** Kick's own chat moderators: they manage commands from chat, with or without a Kyo account. */
export function ChatCommandsCard() {
  const { t } = useTranslation('profile');
  const raw = t('moderators.commands', { returnObjects: true }) as unknown;
  const commands = Array.isArray(raw) ? (raw as string[]) : [];
  return (
    <section
      aria-labelledby="moderators-chat"
      className="rounded-2xl border border-brand-500/25 bg-gradient-to-br from-brand-500/10 via-surface-900 to-surface-900 p-6 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
          <MessageSquareText size={20} aria-hidden="true" />
        </span>
        <h2 id="moderators-chat" className="text-lg font-semibold text-white">
          {t('moderators.chatTitle')}
        </h2>
      </div>
      <p className="mt-4 leading-7 text-zinc-300">{t('moderators.chatBody')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {commands.map((command) => (
          <li key={command}>
            <code className="inline-block rounded-md bg-surface-950/70 px-2.5 py-1 font-mono text-sm text-brand-300 ring-1 ring-inset ring-surface-700">
              {command}
            </code>
          </li>
        ))}
      </ul>
      <Link
        to="/documentation#builtins"
        className="mt-5 inline-block text-sm font-semibold text-brand-400 underline decoration-brand-500/40 underline-offset-2 hover:text-brand-300"
      >
        {t('moderators.docs')}
      </Link>
    </section>
  );
}
