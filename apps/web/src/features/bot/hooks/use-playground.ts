import { useMutation } from '@tanstack/react-query';
import { botEndpoints, type CommandInput, type Role } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

export interface PlaygroundRun {
  line: string;
  role: Role;
  username?: string;
  draft?: CommandInput;
}

/** Asks the server what the bot would answer to a chat line. Nothing is posted or counted. */
export function usePlayground() {
  const { query } = useBotChannel();
  return useMutation({
    mutationFn: ({ line, role, username, draft }: PlaygroundRun) =>
      apiRequest(botEndpoints.playground, {
        query,
        body: {
          line,
          role,
          ...(username ? { username } : {}),
          ...(draft ? { draft } : {}),
        },
      }),
  });
}
