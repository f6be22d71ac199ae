import {
  formatAdded,
  formatClock,
  formatMessage,
  parseDuration,
  type Language,
  type SubathonAction,
  type TextTemplate,
} from '@kyo/contracts';
import type { ChatCommand, ChatCommandLine } from '../../platform/features/chat-commands';
import type { SubathonRefusal, SubathonService } from './subathon.service';

const USAGE = '@{name} usage: !subathon start [time] | pause | resume | add 10m | sub 5m';

const ACTIONS: Record<string, SubathonAction> = {
  start: 'start',
  pause: 'pause',
  resume: 'resume',
  add: 'add',
  sub: 'subtract',
  subtract: 'subtract',
  remove: 'subtract',
  stop: 'stop',
};

/**
 * `!subathon start [time] | pause | resume | add 10m | sub 5m | stop` (moderators and the
 * broadcaster; the engine checks the role from who sent the line). A malformed time or a
 * subtraction past zero answers why and changes nothing. The line's id keys an add, so a line
 * redelivered or seen by two nodes adds once.
 */
export function subathonChatCommands(deps: {
  service: SubathonService;
  languageOf(ownerId: string): Promise<Language>;
}): ChatCommand[] {
  const say = async (
    line: ChatCommandLine,
    template: TextTemplate,
    values: Record<string, string> = {},
  ) =>
    formatMessage(
      template,
      { name: line.sender.username, ...values },
      await deps.languageOf(line.ownerId),
    );

  const refused = (line: ChatCommandLine, refusal: SubathonRefusal, text: string) => {
    switch (refusal.reason) {
      case 'running':
        return say(line, '@{name} the subathon is already running ({time} left).', {
          time: formatClock(refusal.leftMs),
        });
      case 'not-running':
        return say(line, '@{name} no subathon is running.');
      case 'not-paused':
        return say(line, '@{name} the subathon is not paused.');
      case 'too-much':
        return say(line, '@{name} the subathon has only {time} left: it cannot lose {amount}.', {
          time: formatClock(refusal.leftMs),
          amount: text,
        });
      case 'no-seconds':
        return say(line, USAGE);
    }
  };

  return [
    {
      name: 'subathon',
      aliases: [],
      permission: 'moderator',
      cooldownSeconds: 0,
      description: 'Controls the subathon timer: !subathon start|pause|resume|add 10m|sub 5m',
      enabled: () => Promise.resolve(true),
      async run(line) {
        const action = ACTIONS[line.args[0]?.toLowerCase() ?? ''];
        if (!action) return say(line, USAGE);
        const text = line.args.slice(1).join(' ').trim();
        let seconds: number | undefined;
        if (text || action === 'add' || action === 'subtract') {
          if (action === 'pause' || action === 'resume' || action === 'stop')
            return say(line, USAGE);
          const parsed = parseDuration(text);
          if (parsed === null)
            return text
              ? say(line, '@{name} "{text}" is not a time: try 10m, 1h30m or 1:30:00.', {
                  text: text.slice(0, 40),
                })
              : say(line, USAGE);
          seconds = parsed;
        }
        if (line.dryRun) return null;
        const done = await deps.service.control(line.ownerId, action, seconds, {
          name: line.sender.username,
          ...(line.eventId ? { key: `chat:${line.eventId}` } : {}),
        });
        if (!done.ok) return refused(line, done.refusal, formatAdded(seconds ?? 0).slice(1));
        const time = formatClock(done.state.remainingMs);
        switch (action) {
          case 'start':
            return say(line, 'Subathon started: {time} on the clock!', { time });
          case 'pause':
            return say(line, 'Subathon paused with {time} left.', { time });
          case 'resume':
            return say(line, 'Subathon resumed: {time} left.', { time });
          case 'stop':
            return say(line, 'Subathon stopped.');
          default:
            return say(line, 'Subathon: {added} by {name}, {time} left.', {
              added: formatAdded(action === 'add' ? seconds! : -seconds!),
              time,
            });
        }
      },
    },
  ];
}
