/**
 * The text a streamer writes for the bot to say (a command's responses, a timer's messages): a
 * template whose variables the bot knows, within a chat message's length; and the seconds of a
 * cooldown.
 */
import { z } from 'zod';
import { MESSAGE_MAX } from './limits';
import { unknownVariables } from './templates';

export const templateSchema = (allowed: readonly string[], label = 'Response') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MESSAGE_MAX, `${label} must be at most ${MESSAGE_MAX} characters`)
    .superRefine((value, ctx) => {
      const unknown = unknownVariables(value, allowed);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`,
        });
    });

export const secondsSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .int(`${label} must be whole seconds`)
    .min(0, `${label} cannot be negative`)
    .max(86_400, `${label} can be at most a day`);
