import type { TemplateVariable } from '../template';
import { alertFieldVariables } from './alert-fields.variable';
import { argsVariable } from './args.variable';
import { categoryVariable } from './category.variable';
import { chattersVariable } from './chatters.variable';
import { channelVariable } from './channel.variable';
import { countVariable } from './count.variable';
import { followageVariable } from './followage.variable';
import { followersVariable } from './followers.variable';
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
 * Kick's public API has no follower endpoint (docs/platforms/kick.md §4.2): {followage} and
 * {followers} read the follows Kyo itself received.
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
    followageVariable,
    followersVariable,
    chattersVariable,
    ...alertFieldVariables,
  ].map((v) => [v.name, v]),
);
