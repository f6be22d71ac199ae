import type { EmulatorSnapshot } from '../../../emulator';
import type { DiscordMessageView } from '../../providers.control';
import { h, tid, timeOf } from './dom';

/** The parts of a Discord embed the log shows (the emulator stores embeds as posted). */
interface Embed {
  author?: { name?: string };
  title?: string;
  description?: string;
  fields?: Array<{ name: string; value: string }>;
  image?: { url?: string };
  footer?: { text?: string };
}

function renderEmbed(e: Embed): HTMLDivElement {
  const fields = (e.fields || []).map((f) =>
    h('span', {
      class: 'embed-field',
      'data-testid': 'discord-embed-field',
      text: `${f.name}: ${f.value}`,
    }),
  );
  return h('div', { class: 'embed', 'data-testid': 'discord-embed' }, [
    e.author && e.author.name ? h('small', { class: 'muted', text: e.author.name }) : null,
    e.title ? h('strong', { 'data-testid': 'discord-embed-title', text: e.title }) : null,
    e.description ? h('p', { text: e.description }) : null,
    fields.length ? h('div', { class: 'embed-fields' }, fields) : null,
    e.image && e.image.url ? h('img', { class: 'embed-image', src: e.image.url, alt: '' }) : null,
    e.footer && e.footer.text ? h('small', { class: 'muted', text: e.footer.text }) : null,
  ]);
}

function renderMessage(m: DiscordMessageView): HTMLLIElement {
  const state = m.deletedAt
    ? `deleted ${timeOf(m.deletedAt)}`
    : m.editedAt
      ? `edited ${m.edits.length}× · last ${timeOf(m.editedAt)}`
      : '';
  return h(
    'li',
    {
      'data-testid': 'discord-message',
      'data-state': m.deletedAt ? 'deleted' : m.editedAt ? 'edited' : 'posted',
      class: m.deletedAt ? 'muted' : '',
    },
    [
      h('div', {
        class: 'discord-meta',
        text: `${m.channel} · ${m.username} · ${timeOf(m.createdAt)}`,
      }),
      state
        ? h('div', { class: 'discord-meta', 'data-testid': 'discord-message-state', text: state })
        : null,
      m.content ? h('p', { 'data-testid': 'discord-message-content', text: m.content }) : null,
      ...(m.embeds as Embed[]).map(renderEmbed),
    ],
  );
}

/** The webhooks Kyo made (each can be deleted as a server owner would) and the messages posted. */
export function renderDiscord(snapshot: EmulatorSnapshot): void {
  const { webhooks, guilds, messages } = snapshot.discord;
  tid('discord-webhooks').replaceChildren(
    ...(webhooks.length
      ? webhooks.map((w) => {
          const guild = guilds.find((g) => g.id === w.guild_id);
          const channel = guild && guild.channels.find((c) => c.id === w.channel_id);
          return h('li', { 'data-testid': 'discord-webhook', class: w.deleted ? 'muted' : '' }, [
            h('span', {
              text: `${w.name} → ${guild ? guild.name : '?'} #${channel ? channel.name : '?'}${w.deleted ? ' (deleted)' : ''}`,
            }),
            w.deleted
              ? null
              : h('button', {
                  type: 'button',
                  class: 'button button--small',
                  'data-delete-webhook': w.id,
                  text: 'Delete webhook',
                }),
          ]);
        })
      : [h('li', { class: 'muted', text: 'No webhooks yet: connect Discord in the app' })]),
  );
  tid('discord-messages').replaceChildren(...messages.map(renderMessage));
}
