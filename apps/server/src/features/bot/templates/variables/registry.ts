import type { TemplateVariable } from '../template';
import { alertFieldVariables } from './alert-fields.variable';
import { argsVariable } from './args.variable';
import { categoryVariable } from './category.variable';
import { channelVariable } from './channel.variable';
import { countVariable } from './count.variable';
import { positionalVariables } from './positional.variable';
import { randomVariable } from './random.variable';
import { songVariable } from './song.variable';
import { titleVariable } from './title.variable';
import { touserVariable } from './touser.variable';
import { uptimeVariable } from './uptime.variable';
import { userVariable } from './user.variable';
import { viewersVariable } from './viewers.variable';

/**
 * Every template variable by name. Which ones a command, timer or alert may use is decided by
 * the contracts (COMMAND_VARIABLES, TIMER_VARIABLES, ALERT_VARIABLES), checked when saving.
 * There is no {followage}: Kick's public API has no follower endpoint (docs/platforms/kick.md §4.2).
 */
export const VARIABLES: ReadonlyMap<string, TemplateVariable> = new Map(
  [
    userVariable,
    touserVariable,
    argsVariable,
    ...positionalVariables,
    channelVariable,
    uptimeVariable,
    viewersVariable,
    titleVariable,
    categoryVariable,
    countVariable,
    randomVariable,
    songVariable,
    ...alertFieldVariables,
  ].map((v) => [v.name, v]),
);
