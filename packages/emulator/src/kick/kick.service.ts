import type { EmulatorBase } from '../base-context';
import { CATEGORY_CATALOG } from './category-catalog';
import type { KickWebhooks } from './webhooks';
import { ControlError, notFound } from '../shared/control-error';
import { uuid } from '../shared/ids';
import { colorFor, newChannel } from '../state/seed';
import type {
  KickAccount,
  KickAccountKind,
  KickBadge,
  KickCategory,
  KickChannel,
  KickChatMessage,
  KickDelivery,
} from '../state/state.types';
import { chatPayload } from './events';

export interface NewChatMessage {
  channel: KickChannel;
  sender: KickAccount;
  content: string;
  badges: KickBadge[];
  replyToMessageId?: string | null;
  source: KickChatMessage['source'];
  apiType?: 'user' | 'bot';
  appId?: string;
  duplicate?: boolean;
}

/** Kick accounts, channels, categories and chat: the data both the API and the control use. */
export class KickService {
  constructor(private readonly ctx: EmulatorBase & { webhooks: KickWebhooks }) {}

  private get k() {
    return this.ctx.store.state.kick;
  }

  accounts(): KickAccount[] {
    return this.k.accounts;
  }

  account(userId: number): KickAccount | undefined {
    return this.k.accounts.find((a) => a.user_id === userId);
  }

  accountByName(username: string): KickAccount | undefined {
    const wanted = username.toLowerCase();
    return this.k.accounts.find((a) => a.username.toLowerCase() === wanted);
  }

  requireAccount(userId: number, field = 'userId'): KickAccount {
    const account = this.account(userId);
    if (!account) throw notFound(`Kick user ${userId}`, field);
    return account;
  }

  createAccount(input: {
    username: string;
    kind: KickAccountKind;
    email?: string;
    usernameColor?: string;
  }): KickAccount {
    if (this.accountByName(input.username)) {
      throw new ControlError(409, `username ${input.username} is taken`, 'username');
    }
    const user_id = Math.max(4000, ...this.k.accounts.map((a) => a.user_id)) + 1;
    const account: KickAccount = {
      user_id,
      username: input.username,
      email: input.email ?? `${input.username.toLowerCase()}@example.com`,
      kind: input.kind,
      is_verified: false,
      username_color: input.usernameColor ?? colorFor(user_id),
      created_at: this.ctx.now(),
    };
    this.k.accounts.push(account);
    if (input.kind === 'streamer') {
      this.k.channels.push(
        newChannel(user_id, input.username.toLowerCase(), this.k.categories[0]!.id),
      );
    }
    this.ctx.store.changed();
    return account;
  }

  /** A viewer by name, created on first use so the composer can chat as anyone. */
  viewerNamed(username: string): KickAccount {
    return this.accountByName(username) ?? this.createAccount({ username, kind: 'viewer' });
  }

  channels(): KickChannel[] {
    return this.k.channels;
  }

  channel(broadcasterUserId: number): KickChannel | undefined {
    return this.k.channels.find((c) => c.broadcaster_user_id === broadcasterUserId);
  }

  channelBySlug(slug: string): KickChannel | undefined {
    const wanted = slug.toLowerCase();
    return this.k.channels.find((c) => c.slug === wanted);
  }

  requireChannel(broadcasterUserId: number): KickChannel {
    const channel = this.channel(broadcasterUserId);
    if (!channel) throw notFound(`channel ${broadcasterUserId}`, 'broadcasterUserId');
    return channel;
  }

  category(id: number): KickCategory | undefined {
    const known = this.k.categories.find((c) => c.id === id);
    if (known) return known;
    // A state file from before the catalogue grew: its category joins the state when first used.
    const listed = CATEGORY_CATALOG.find((c) => c.id === id);
    if (!listed) return undefined;
    const category = { ...listed, tags: [...(listed.tags ?? [])] };
    this.k.categories.push(category);
    return category;
  }

  /** Every category Kick has: the state's, then the catalogue's an older state file lacks. */
  categories(): KickCategory[] {
    const ids = new Set(this.k.categories.map((c) => c.id));
    return [...this.k.categories, ...CATEGORY_CATALOG.filter((c) => !ids.has(c.id))];
  }

  categoryOf(channel: KickChannel): KickCategory {
    return this.category(channel.category_id) ?? this.k.categories[0]!;
  }

  /** Finds a category by name, adding it to the catalogue if new. */
  categoryNamed(name: string): KickCategory {
    const found = this.categories().find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (found) return this.category(found.id)!;
    const category = { id: Math.max(...this.categories().map((c) => c.id)) + 1, name };
    this.k.categories.push(category);
    return category;
  }

  chatLog(broadcasterUserId: number, limit = 200): KickChatMessage[] {
    return this.k.chat.filter((m) => m.broadcaster_user_id === broadcasterUserId).slice(-limit);
  }

  chatMessage(messageId: string): KickChatMessage | undefined {
    return this.k.chat.find((m) => m.message_id === messageId);
  }

  isBanned(broadcasterUserId: number, userId: number): boolean {
    const now = this.ctx.now();
    return this.k.bans.some(
      (b) =>
        b.broadcaster_user_id === broadcasterUserId &&
        b.user_id === userId &&
        (b.expires_at === null || b.expires_at > now),
    );
  }

  /** Records a chat line and delivers it as `chat.message.sent`, bot messages included. */
  postChat(input: NewChatMessage): { message: KickChatMessage; deliveries: KickDelivery[] } {
    const message: KickChatMessage = {
      message_id: uuid(),
      broadcaster_user_id: input.channel.broadcaster_user_id,
      sender_user_id: input.sender.user_id,
      content: input.content,
      badges: input.badges,
      replies_to_message_id: input.replyToMessageId ?? null,
      created_at: this.ctx.now(),
      source: input.source,
      api_type: input.apiType ?? null,
      app_id: input.appId ?? null,
      deleted: false,
    };
    this.k.chat.push(message);
    this.ctx.store.changed();
    const payload = chatPayload(this.ctx, message, (id) => this.requireAccount(id));
    const deliveries = this.ctx.webhooks.emit(
      message.broadcaster_user_id,
      'chat.message.sent',
      payload,
      {
        duplicate: input.duplicate,
      },
    );
    return { message, deliveries };
  }

  deleteChat(messageId: string): KickChatMessage | undefined {
    const message = this.chatMessage(messageId);
    if (message) {
      message.deleted = true;
      this.ctx.store.changed();
    }
    return message;
  }
}
