import { useTranslation } from 'react-i18next';
import { ImageIcon } from 'lucide-react';
import {
  liveCardMessage,
  storedDiscordCardSettingsSchema,
  type DiscordCardSettingsInput,
} from '@kyo/contracts';
import { intlLocale, languageOf } from '../../../app/i18n';

interface Field {
  name: string;
  value: string;
  inline?: boolean;
}
interface Embed {
  author?: { name: string };
  title?: string;
  url?: string;
  color?: number;
  timestamp?: string;
  footer?: { text: string };
  fields?: Field[];
  image?: { url: string };
}

const MENTION = /^(@here|@everyone|<@&(\d+)>)\s/;

/** The message text as Discord shows it: a mention at its start as a highlighted pill. */
function Content({ text, roleLabel }: { text: string; roleLabel: string }) {
  const match = MENTION.exec(text);
  if (!match) return <p className="whitespace-pre-wrap break-words">{text}</p>;
  const pill = match[2] ? `@${roleLabel}` : match[1];
  return (
    <p className="whitespace-pre-wrap break-words">
      <span className="rounded bg-[#5865f2]/30 px-0.5 font-medium text-[#c9cdfb]">{pill}</span>{' '}
      {text.slice(match[0].length)}
    </p>
  );
}

/**
 * The go-live card as Discord will show it, built by the same function the server posts with
 * (`liveCardMessage` in the contracts), from the form's current values and a sample stream.
 */
export function DiscordCardPreview({
  settings,
  channel,
}: {
  settings: DiscordCardSettingsInput;
  channel: string;
}) {
  const { t, i18n } = useTranslation('connections');
  const parsed = storedDiscordCardSettingsSchema.safeParse(settings);
  if (!parsed.success) return <p className="text-sm text-zinc-400">{t('card.preview.invalid')}</p>;
  const now = Date.now();
  const language = languageOf(i18n.resolvedLanguage).code;
  const message = liveCardMessage(
    parsed.data,
    {
      channel,
      title: t('card.preview.sampleTitle'),
      category: 'Just Chatting',
      viewers: 128,
      thumbnail: 'preview',
      startedAt: now,
    },
    { now, pings: true, language },
  );
  const embed = message.embeds[0] as Embed;
  const time = new Date(now).toLocaleTimeString(intlLocale(i18n.resolvedLanguage), {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div
      data-testid="discord-card-preview"
      aria-label={t('card.preview.label')}
      className="rounded-lg bg-[#313338] p-4 text-sm text-[#dbdee1]"
    >
      <div className="flex gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-500 font-bold text-surface-950"
        >
          K
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex items-center gap-1.5">
            <span className="font-semibold text-white">Kyo</span>
            <span className="rounded bg-[#4752c4] px-1 text-[10px] font-semibold text-white">
              {t('card.preview.app')}
            </span>
            <span className="text-xs text-[#b5bac1]">{time}</span>
          </p>
          {message.content && <Content text={message.content} roleLabel={t('card.preview.role')} />}
          <div
            className="max-w-md rounded border-l-4 bg-[#2b2d31] p-3"
            style={{ borderLeftColor: `#${(embed.color ?? 0).toString(16).padStart(6, '0')}` }}
          >
            {embed.author && (
              <p className="text-xs font-semibold text-white">{embed.author.name}</p>
            )}
            {embed.title && (
              <p className="mt-1 font-semibold text-[#00a8fc]" data-testid="discord-card-title">
                {embed.title}
              </p>
            )}
            {embed.fields && (
              <dl className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
                {embed.fields.map((field) => (
                  <div key={field.name} className="min-w-0">
                    <dt className="text-xs font-semibold text-white">{field.name}</dt>
                    <dd className="break-words text-[#dbdee1]">{field.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {embed.image && (
              <div
                className="mt-3 flex aspect-video w-full items-center justify-center gap-2 rounded bg-gradient-to-br from-surface-700 to-surface-900 text-xs text-zinc-400"
                data-testid="discord-card-thumbnail"
              >
                <ImageIcon aria-hidden className="size-4" />
                {t('card.preview.thumbnail')}
              </div>
            )}
            {embed.footer && (
              <p className="mt-2 text-xs text-[#b5bac1]">
                {embed.footer.text} • {time}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
