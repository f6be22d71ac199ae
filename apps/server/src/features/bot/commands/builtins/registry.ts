import { addcomBuiltin } from './addcom.builtin';
import type { BuiltinCommand } from './builtin';
import { commandsBuiltin } from './commands.builtin';
import { delcomBuiltin } from './delcom.builtin';
import { editcomBuiltin } from './editcom.builtin';
import { followageBuiltin } from './followage.builtin';
import { sceneBuiltin } from './scene.builtin';
import { songBuiltin } from './song.builtin';
import { topBuiltin } from './top.builtin';
import { topkicksBuiltin } from './topkicks.builtin';
import { uptimeBuiltin } from './uptime.builtin';

/** Every built-in command by trigger (their names are reserved: RESERVED_TRIGGERS in contracts). */
export const BUILTINS: ReadonlyMap<string, BuiltinCommand> = new Map(
  [
    commandsBuiltin,
    uptimeBuiltin,
    songBuiltin,
    topBuiltin,
    followageBuiltin,
    topkicksBuiltin,
    sceneBuiltin,
    addcomBuiltin,
    editcomBuiltin,
    delcomBuiltin,
  ].flatMap((b) => [b.name, ...b.aliases].map((trigger) => [trigger, b] as const)),
);
