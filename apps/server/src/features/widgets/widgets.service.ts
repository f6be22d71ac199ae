import {
  generateTestEvents,
  widgetContracts,
  type TestEventKind,
  type Widget,
  type WidgetEvent,
  type WidgetTypeContract,
  type WidgetType,
  type Language,
  type createWidgetSchema,
  type updateWidgetSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import { grantOf, typeOf } from './overlay-grant';
import { defaultWidgetName } from './widget-names';
import type { OverlayGateway as WidgetsRealtime } from '../../ports';
import type { WidgetStates } from './widget-states';
import { parseSettingsInput, readSettings } from './widget-settings';
import type { WidgetRow, WidgetsRepo } from './widgets.repo';
import type { ChannelWidgetKinds } from './channel-widget-kinds';
import { prepareAlertEvent, speakingTest, type AlertEventHooks } from './alert-events';

/** Settings only a channel's owner may change: a custom widget's code and its Fields. */
const OWNER_ONLY_SETTINGS: Partial<Record<WidgetType, readonly string[]>> = {
  custom: ['html', 'css', 'js', 'fields'],
};

/** 192 random bits, base64url: the unguessable part of the OBS URL. */
const KEY_BYTES = 24;
const NAME_MAX = 80;

export interface WidgetsServiceDeps {
  repo: WidgetsRepo;
  realtime: WidgetsRealtime;
  states: Pick<
    WidgetStates,
    'showTest' | 'reset' | 'stateOf' | 'ensureOwner' | 'widgetsChanged' | 'removed' | 'watched'
  >;
  clock: Clock;
  publicUrl: string;
  /** Whether `actorId` may manage widgets of `ownerId` (the owner and their moderators). */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** The last chatter shown on the user's overlays (for the "clear user" test button). */
  lastChatterOf(userId: string): string | undefined;
  /** The account's language: a widget created without a name is named in it. */
  languageOf?(userId: string): Promise<Language>;
  random?: () => number;
  /** Test Kicks go through the message filter and get a speech token like real ones. */
  alerts?: AlertEventHooks;
  /** The chat pipeline's memory of what each channel's widgets show (a widget came or went). */
  kinds?: Pick<ChannelWidgetKinds, 'changed'>;
}

/**
 * Widget rules: ownership, settings through the type's schema, keys, and realtime side effects.
 * Moderators of a channel manage its widgets like the owner, except deleting them and rotating
 * their keys: the key is the secret in the owner's OBS, and a delete cannot be undone.
 */
export class WidgetsService {
  constructor(private readonly deps: WidgetsServiceDeps) {}

  /** The widgets of `ownerId`'s channel (the actor's own by default). */
  async list(actorId: string, ownerId = actorId): Promise<Widget[]> {
    if (!(await this.deps.canManage(actorId, ownerId))) {
      throw forbidden('You do not manage this channel.');
    }
    const rows = await this.deps.repo.listByUser(ownerId);
    return rows.flatMap((row) => {
      const type = typeOf(row);
      return type ? [this.toDto(row, type)] : [];
    });
  }

  async get(actorId: string, id: string): Promise<Widget> {
    const { row, type } = await this.owned(actorId, id);
    return this.toDto(row, type);
  }

  async create(actorId: string, body: z.output<typeof createWidgetSchema>): Promise<Widget> {
    const contract = widgetContracts[body.type];
    if (!contract.available) {
      throw badRequest(`${contract.displayName} widgets are not available yet`, 'type');
    }
    const settings = parseSettingsInput(body.type, body.settings ?? {});
    const name =
      body.name ?? defaultWidgetName(body.type, (await this.deps.languageOf?.(actorId)) ?? 'en');
    return this.insert(actorId, body.type, name, settings);
  }

  async update(
    actorId: string,
    id: string,
    body: z.output<typeof updateWidgetSchema>,
  ): Promise<Widget> {
    const { row, type } = await this.owned(actorId, id);
    // A partial object is merged over the stored settings; the whole result must be valid.
    const stored = readSettings(type, row.settings);
    const settings =
      body.settings === undefined
        ? undefined
        : parseSettingsInput(type, { ...stored, ...body.settings });
    // Code runs on the owner's OBS: only they may change it (moderators change its settings).
    if (
      settings &&
      row.userId !== actorId &&
      OWNER_ONLY_SETTINGS[type]?.some((key) => settings[key] !== stored[key])
    ) {
      throw forbidden('Only the channel owner can change a custom widget’s code.');
    }
    const updated = await this.deps.repo.update(id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(settings === undefined ? {} : { settings }),
      updatedAt: new Date(this.deps.clock.now()),
    });
    if (!updated) throw notFound('Widget not found');
    if (settings) {
      this.deps.states.widgetsChanged(row.userId);
      this.deps.realtime.updateSettings(id, settings, updated.updatedAt.getTime());
      // Other nodes' widget states read the new settings too (their reducers use them).
      this.deps.realtime.widgetsChanged(row.userId);
    }
    return this.toDto(updated, type);
  }

  async remove(actorId: string, id: string): Promise<void> {
    const { row } = await this.owned(actorId, id);
    if (row.userId !== actorId) throw forbidden('Only the channel owner can delete a widget.');
    await this.deps.repo.delete(id);
    this.deps.kinds?.changed(row.userId);
    this.deps.states.removed(id);
    this.deps.realtime.remove(id);
    this.deps.realtime.widgetsChanged(row.userId);
  }

  async duplicate(actorId: string, id: string): Promise<Widget> {
    const { row, type } = await this.owned(actorId, id);
    if (!widgetContracts[type].available) {
      throw badRequest(`${widgetContracts[type].displayName} widgets are not available yet`);
    }
    const name = `${row.name.slice(0, NAME_MAX - ' (copy)'.length)} (copy)`;
    return this.insert(row.userId, type, name, readSettings(type, row.settings));
  }

  /** A new key; the old URL stops working at once (its browser sources are disconnected). */
  async rotateKey(actorId: string, id: string): Promise<Widget> {
    const { row, type } = await this.owned(actorId, id);
    if (row.userId !== actorId) {
      throw forbidden('Only the channel owner can make a new OBS URL.');
    }
    const key = randomToken(KEY_BYTES);
    const updated = await this.deps.repo.update(id, {
      key,
      updatedAt: new Date(this.deps.clock.now()),
    });
    if (!updated) throw notFound('Widget not found');
    this.deps.realtime.rotateKey(id, key);
    return this.toDto(updated, type);
  }

  /**
   * Sends generated events of this kind to the widget's overlays (a burst for 'emote.streak' and
   * 'chat.crowd'); answers the last sequence number. A type that renders from its state shows
   * them as a test state for a while, never counted in its real state.
   */
  async testEvent(
    actorId: string,
    id: string,
    kind: TestEventKind,
  ): Promise<{ seq: number; events: WidgetEvent[] }> {
    const { row, type } = await this.owned(actorId, id);
    const contract: WidgetTypeContract = widgetContracts[type];
    if (!contract.testEvents.includes(kind)) {
      throw badRequest(`A ${contract.displayName} widget does not show ${kind} events`, 'kind');
    }
    const lastChatter = this.deps.lastChatterOf(row.userId);
    const generated = generateTestEvents(kind, {
      now: this.deps.clock.now(),
      random: this.deps.random ?? Math.random,
      ...(lastChatter ? { lastChatter } : {}),
    });
    const settings = readSettings(type, row.settings);
    const events = await Promise.all(
      generated.map(async (event) =>
        prepareAlertEvent(this.deps.alerts ?? {}, row.userId, speakingTest(settings, event)),
      ),
    );
    if (contract.state?.delivery === 'messages') {
      await this.deps.states.showTest(row.userId, id, events);
      return { seq: 0, events };
    }
    let seq: number | null = null;
    for (const event of events) {
      seq = this.deps.realtime.publishToWidget(grantOf(row, type), event, true);
    }
    if (seq === null) throw notFound('Widget not found');
    return { seq, events };
  }

  /** A stateful widget's real state (a test button's state aside). */
  async state(actorId: string, id: string): Promise<{ state: unknown; now: number }> {
    const { row } = await this.owned(actorId, id);
    await this.deps.states.ensureOwner(row.userId);
    this.deps.states.watched(id);
    return {
      state: this.deps.states.stateOf(id, { real: true }) ?? null,
      now: this.deps.clock.now(),
    };
  }

  /** Starts a stateful widget over (409 for a type that keeps no state). */
  async resetState(actorId: string, id: string): Promise<{ state: unknown; now: number }> {
    const { row, type } = await this.owned(actorId, id);
    const contract: WidgetTypeContract = widgetContracts[type];
    if (!contract.state) {
      throw new HttpError(409, 'not_stateful', `A ${contract.displayName} widget keeps no state`);
    }
    const state = await this.deps.states.reset(row.userId, id);
    this.deps.realtime.stateReset(id);
    return { state: state ?? null, now: this.deps.clock.now() };
  }

  async reload(actorId: string, id: string): Promise<{ reloaded: number }> {
    await this.owned(actorId, id);
    return { reloaded: this.deps.realtime.reload(id) };
  }

  /** Ends the alert on screen (and its speech) on every browser source of the widget. */
  async skip(actorId: string, id: string): Promise<{ skipped: number }> {
    await this.owned(actorId, id);
    return { skipped: this.deps.realtime.skip(id) };
  }

  /** A display's widget by its key: whose it is and its settings (media and speech read it). */
  async byKey(key: string): Promise<{
    id: string;
    ownerId: string;
    type: WidgetType;
    settings: Record<string, unknown>;
  } | null> {
    const row = await this.deps.repo.findByKey(key);
    const type = row && typeOf(row);
    return row && type
      ? { id: row.id, ownerId: row.userId, type, settings: readSettings(type, row.settings) }
      : null;
  }

  /** One of the owner's widgets (a scene display's layer), or null. */
  async ofOwner(
    ownerId: string,
    id: string,
  ): Promise<{ type: WidgetType; settings: Record<string, unknown> } | null> {
    const row = await this.deps.repo.findById(id);
    const type = row && typeOf(row);
    return row && type && row.userId === ownerId
      ? { type, settings: readSettings(type, row.settings) }
      : null;
  }

  private async insert(
    userId: string,
    type: WidgetType,
    name: string,
    settings: Record<string, unknown>,
  ): Promise<Widget> {
    const now = new Date(this.deps.clock.now());
    const row = await this.deps.repo.insert({
      id: uuidv7(now.getTime()),
      userId,
      type,
      name,
      settings,
      key: randomToken(KEY_BYTES),
      createdAt: now,
      updatedAt: now,
    });
    this.deps.kinds?.changed(userId);
    this.deps.states.widgetsChanged(userId);
    this.deps.realtime.widgetsChanged(userId);
    return this.toDto(row, type);
  }

  /**
   * The widget if the actor may manage it (its owner or one of their moderators); anyone else's
   * widget is a 404, like a missing one.
   */
  private async owned(actorId: string, id: string): Promise<{ row: WidgetRow; type: WidgetType }> {
    const row = await this.deps.repo.findById(id);
    const type = row && typeOf(row);
    if (!row || !type || !(await this.deps.canManage(actorId, row.userId))) {
      throw notFound('Widget not found');
    }
    return { row, type };
  }

  private toDto(row: WidgetRow, type: WidgetType): Widget {
    return {
      id: row.id,
      ownerId: row.userId,
      type,
      name: row.name,
      settings: readSettings(type, row.settings),
      key: row.key,
      overlayUrl: `${this.deps.publicUrl}/widget/${row.key}`,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      health: this.deps.realtime.health(row.id),
    };
  }
}
