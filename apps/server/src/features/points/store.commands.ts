import { formatMessage, STORE_INPUT_MAX, type Language, type TextTemplate } from '@kyo/contracts';
import type { ChatCommand, ChatCommandLine } from '../../platform/features/chat-commands';
import type { PointsRepo } from './points.repo';
import type { PointsService } from './points.service';
import type { StoreRepo } from './store.repo';
import type { StoreService } from './store.service';

export interface StoreCommandDeps {
  service: PointsService;
  points: PointsRepo;
  store: StoreService;
  storeRepo: StoreRepo;
  languageOf(ownerId: string): Promise<Language>;
}

/** `!store` stays one chat line (Kick takes 500 characters). */
const LIST_MAX = 380;

/**
 * `!store` and `!buy <item> [text]` (docs/points.md "Store"), answering while the channel has
 * points on. A purchase is keyed by the chat line's id: a redelivered line buys once, on any node.
 */
export function storeChatCommands(deps: StoreCommandDeps): ChatCommand[] {
  const { service } = deps;
  const enabled = (ownerId: string) => Promise.resolve(service.rulesOf(ownerId) !== null);
  const say = async (
    line: ChatCommandLine,
    template: TextTemplate,
    values: Record<string, string | number> = {},
  ) => {
    const currency = service.rulesOf(line.ownerId)?.currencyName ?? 'points';
    return formatMessage(
      template,
      { name: line.sender.username, currency, ...values },
      await deps.languageOf(line.ownerId),
    );
  };

  return [
    {
      name: 'store',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 5,
      description: 'The items of the points store',
      enabled,
      async run(line) {
        const items = (await deps.store.items(line.ownerId)).filter((item) => item.enabled);
        if (items.length === 0) return say(line, '@{name} the store is empty.');
        const parts: string[] = [];
        let length = 0;
        for (const item of items) {
          const left =
            item.stock === null ? '' : item.stock === 0 ? ' (0)' : ` (${item.stock} left)`;
          const part = `${item.name} ${item.price}${left}`;
          if (length + part.length > LIST_MAX) {
            parts.push('…');
            break;
          }
          parts.push(part);
          length += part.length + 2;
        }
        return say(line, 'Store ({currency}): {list}. Buy with !buy <item>', {
          list: parts.join(', '),
        });
      },
    },
    {
      name: 'buy',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Buys an item of the points store: !buy item [text]',
      enabled,
      async run(line) {
        const wanted = line.args[0]?.replace(/^!/, '');
        if (!wanted) return say(line, '@{name} usage: !buy <item> [text]');
        const text = line.rest.trim().slice(line.args[0]!.length).trim();
        if (text.length > STORE_INPUT_MAX)
          return say(line, '@{name} the text can be at most {max} characters.', {
            max: STORE_INPUT_MAX,
          });
        const known = await deps.storeRepo.itemByName(line.ownerId, wanted);
        const item = known?.name ?? wanted;
        const login = line.sender.username.toLowerCase();
        if (line.dryRun) {
          // The playground: answers as chat would, from what is stored now; buys nothing.
          if (!known)
            return say(line, '@{name} there is no item "{item}" in the store. See !store.', {
              item,
            });
          const balance = (await deps.points.viewer(line.ownerId, login))?.balance ?? 0;
          if (balance < known.price)
            return say(line, '@{name} {item} costs {price} {currency}; you have {balance}.', {
              item,
              price: known.price,
              balance,
            });
          return say(line, '@{name} bought {item} for {price} {currency}.', {
            item,
            price: known.price,
          });
        }
        const kickUserId = Number(line.sender.kickUserId);
        const result = await deps.store.buy(line.ownerId, {
          item: wanted,
          buyer: {
            login,
            name: line.sender.username,
            kickUserId: Number.isSafeInteger(kickUserId) && kickUserId > 0 ? kickUserId : null,
          },
          text,
          source: `chat:${line.eventId ?? `${login}:${line.now}`}`,
        });
        if ('ok' in result)
          return result.status === 'done'
            ? say(line, '@{name} bought {item} for {price} {currency}.', {
                item,
                price: result.purchase.price,
              })
            : say(
                line,
                '@{name} {item} could not be delivered: your {price} {currency} were refunded.',
                { item, price: result.purchase.price },
              );
        switch (result.reason) {
          case 'duplicate':
            return null;
          case 'unknown':
            return say(line, '@{name} there is no item "{item}" in the store. See !store.', {
              item,
            });
          case 'disabled':
            return say(line, '@{name} {item} is not for sale right now.', { item });
          case 'sold_out':
            return say(line, '@{name} {item} is sold out.', { item });
          case 'cooldown':
            return say(line, '@{name} {item} can be bought again in {seconds} s.', {
              item,
              seconds: result.seconds,
            });
          case 'viewer_cooldown':
            return say(line, '@{name} you can buy {item} again in {seconds} s.', {
              item,
              seconds: result.seconds,
            });
          case 'limit':
            return say(line, '@{name} you can buy {item} at most {limit} times.', {
              item,
              limit: result.limit,
            });
          case 'points':
            return say(line, '@{name} {item} costs {price} {currency}; you have {balance}.', {
              item,
              price: known?.price ?? 0,
              balance: result.balance,
            });
          case 'input':
            return say(line, '@{name} {item} needs a text: {prompt}. Usage: !buy {item} <text>', {
              item,
              prompt: known?.inputPrompt ?? '',
            });
        }
      },
    },
  ];
}
