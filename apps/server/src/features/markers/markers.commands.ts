import { chapterTime, formatMessage, MARKER_TITLE_MAX, type Language } from '@kyo/contracts';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { NOT_LIVE, NotLive, type MarkerService } from './markers.service';

export interface MarkerCommandDeps {
  service: MarkerService;
  languageOf(ownerId: string): Promise<Language>;
}

/** `!marker [text]` (moderators and the broadcaster): a marker now in the live stream. */
export function markerChatCommands(deps: MarkerCommandDeps): ChatCommand[] {
  return [
    {
      name: 'marker',
      aliases: [],
      permission: 'moderator',
      cooldownSeconds: 2,
      description: 'Marks this moment of the stream: !marker [what happened]',
      enabled: async () => true,
      run: async (line) => {
        const language = await deps.languageOf(line.ownerId);
        const title = line.rest.trim().replace(/\s+/g, ' ').slice(0, MARKER_TITLE_MAX);
        if (line.dryRun)
          return title
            ? formatMessage('Marker set at {time}: {title}', { time: '00:00', title }, language)
            : formatMessage('Marker set at {time}.', { time: '00:00' }, language);
        try {
          const marker = await deps.service.add(line.ownerId, {
            title,
            source: 'chat',
            by: line.sender.username,
            onceKey: `chat:${line.eventId ?? `${line.sender.kickUserId}:${line.now}`}`,
          });
          const time = chapterTime(marker.offsetSeconds);
          return title
            ? formatMessage('Marker set at {time}: {title}', { time, title }, language)
            : formatMessage('Marker set at {time}.', { time }, language);
        } catch (error) {
          if (error instanceof NotLive) return formatMessage(NOT_LIVE, {}, language);
          throw error;
        }
      },
    },
  ];
}
