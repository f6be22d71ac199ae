import { commandInputSchema, type Command, type CommandInput } from '@kyo/contracts';

/** Every field filled, so the form's dirty state and reset work field by field. */
export type CommandFormValues = Required<CommandInput>;

export const EMPTY_COMMAND: CommandFormValues = {
  name: '',
  aliases: [],
  responses: [''],
  responseMode: 'random',
  permission: 'everyone',
  globalCooldownSeconds: 5,
  userCooldownSeconds: 0,
  enabled: true,
  replyToMessage: false,
  liveOnly: false,
};

export function commandToForm(command: Command): CommandFormValues {
  return {
    name: command.name,
    aliases: command.aliases,
    responses: command.responses.length ? command.responses : [''],
    responseMode: command.responseMode,
    permission: command.permission,
    globalCooldownSeconds: command.globalCooldownSeconds,
    userCooldownSeconds: command.userCooldownSeconds,
    enabled: command.enabled,
    replyToMessage: command.replyToMessage,
    liveOnly: command.liveOnly,
  };
}

/** The draft as the playground takes it, or null while the contract refuses it. */
export function draftOf(values: CommandFormValues): CommandInput | null {
  const parsed = commandInputSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** Ready-made commands for the empty state: one click fills the editor (texts translated). */
export const EXAMPLE_COMMANDS = [
  { id: 'discord', aliases: ['dc'], responses: 1, globalCooldownSeconds: 30 },
  { id: 'hug', aliases: [], responses: 1 },
  { id: 'dice', aliases: ['roll'], responses: 1, userCooldownSeconds: 10 },
  { id: 'lurk', aliases: [], responses: 2 },
] as const;
export type ExampleId = (typeof EXAMPLE_COMMANDS)[number]['id'];

export function exampleCommand(id: ExampleId, t: (key: string) => string): CommandFormValues {
  const example = EXAMPLE_COMMANDS.find((e) => e.id === id)!;
  return {
    ...EMPTY_COMMAND,
    name: id,
    aliases: [...example.aliases],
    responses: Array.from({ length: example.responses }, (_, i) =>
      t(`examples.${id}.response${i + 1}`),
    ),
    globalCooldownSeconds:
      'globalCooldownSeconds' in example
        ? example.globalCooldownSeconds
        : EMPTY_COMMAND.globalCooldownSeconds,
    userCooldownSeconds:
      'userCooldownSeconds' in example
        ? example.userCooldownSeconds
        : EMPTY_COMMAND.userCooldownSeconds,
  };
}
