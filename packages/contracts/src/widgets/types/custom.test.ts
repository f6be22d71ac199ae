import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseWidgetSettings } from '../registry';
import { customStoreValueSchema, fieldsJsonProblem } from './custom';
import { customFrameHtml, FRAME_BOOTSTRAP, framePolicy } from './custom.frame';
import {
  CUSTOM_LIMITS,
  fillFieldPlaceholders,
  initialCustomSession,
  readCustomFields,
  reduceCustomSession,
  resolveFieldData,
  seEventOf,
} from './custom.logic';

const parse = (settings: unknown) => parseWidgetSettings('custom', settings);
const messagesOf = (settings: unknown) => {
  const result = parse(settings);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('custom code widget settings', () => {
  it('starts empty and keeps code, Fields and values', () => {
    const fields = JSON.stringify({
      title: { type: 'text', label: 'Title', value: 'Hello' },
      size: { type: 'slider', label: 'Size', value: 20, min: 10, max: 60, step: 2 },
      theme: { type: 'dropdown', label: 'Theme', value: 'dark', options: { dark: 'Dark' } },
    });
    expect(parse({}).data).toMatchObject({ html: '', css: '', js: '', fields: '', fieldData: {} });
    const result = parse({ html: '<p>{{title}}</p>', js: 'x()', fields, fieldData: { size: 30 } });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ fields, fieldData: { size: 30 } });
  });

  it('refuses code over its limit, naming the part and the limit', () => {
    expect(messagesOf({ html: 'x'.repeat(CUSTOM_LIMITS.html + 1) })).toEqual([
      'html: HTML is too long: at most 100,000 characters',
    ]);
    expect(messagesOf({ css: 'x'.repeat(CUSTOM_LIMITS.css + 1) })[0]).toMatch(
      /^css: CSS is too long/,
    );
    expect(messagesOf({ js: 'x'.repeat(CUSTOM_LIMITS.js + 1) })[0]).toMatch(
      /^js: JavaScript is too long/,
    );
    expect(parse({ js: 'x'.repeat(CUSTOM_LIMITS.js) }).success).toBe(true);
  });

  it('refuses Fields that are not JSON, not an object, or not fields, on settings.fields', () => {
    expect(messagesOf({ fields: '{ "a": ' })[0]).toMatch(/^fields: Fields is not valid JSON/);
    expect(messagesOf({ fields: '[1]' })[0]).toMatch(/^fields: Fields must be a JSON object/);
    expect(messagesOf({ fields: '{"a":{"type":"rainbow"}}' })[0]).toMatch(
      /^fields: Fields: a\.type: type must be one of text, textarea/,
    );
    expect(messagesOf({ fields: '{"bad key":{"type":"text"}}' })[0]).toMatch(/field name/);
    const many = Object.fromEntries(
      Array.from({ length: CUSTOM_LIMITS.fields + 1 }, (_, i) => [`f${i}`, { type: 'text' }]),
    );
    expect(messagesOf({ fields: JSON.stringify(many) })[0]).toBe(
      'fields: Fields: At most 60 fields',
    );
    expect(fieldsJsonProblem('{"a":{"type":"text"}}')).toBeNull();
  });

  it('caps the values and their number', () => {
    expect(messagesOf({ fieldData: { a: 'x'.repeat(CUSTOM_LIMITS.fieldValue + 1) } })[0]).toMatch(
      /^fieldData\.a: /,
    );
    const many = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, 1]));
    expect(messagesOf({ fieldData: many })).toEqual(['fieldData: At most 60 values']);
    expect(messagesOf({ fieldData: { a: { nested: true } } })).toHaveLength(1);
  });

  it('caps a stored value at 10,000 characters of JSON', () => {
    expect(customStoreValueSchema.safeParse({ list: [1, 2] }).success).toBe(true);
    expect(customStoreValueSchema.safeParse('x'.repeat(CUSTOM_LIMITS.storeValue)).success).toBe(
      false,
    );
  });
});

describe('custom code widget runtime logic', () => {
  it('resolves field data: the streamer’s values over the Fields’ defaults', () => {
    const fields = readCustomFields(
      JSON.stringify({
        title: { type: 'text', value: 'Hi' },
        on: { type: 'checkbox' },
        go: { type: 'button', label: 'Go' },
        junk: { type: 'nope' },
      }),
    );
    expect(Object.keys(fields)).toEqual(['title', 'on', 'go']);
    expect(resolveFieldData(fields, { title: 'Yo' })).toEqual({ title: 'Yo', on: false });
    // A field the form shows but nobody changed is undefined: its default.
    expect(resolveFieldData(fields, { title: undefined })).toEqual({ title: 'Hi', on: false });
    expect(parseWidgetSettings('custom', { fieldData: { title: undefined } }).success).toBe(true);
    expect(readCustomFields('not json')).toEqual({});
    expect(fillFieldPlaceholders('a {{title}} {{ missing }}', { title: 'B' })).toBe(
      'a B {{ missing }}',
    );
  });

  it('keeps the session: latest follower, sub and Kicks, and counts', () => {
    let session = initialCustomSession();
    session = reduceCustomSession(session, { kind: 'follow', name: 'Ann', at: 1 });
    session = reduceCustomSession(session, { kind: 'kicks', name: 'Bo', amount: 500, at: 2 });
    session = reduceCustomSession(session, { kind: 'kicks', name: 'Cy', amount: 100, at: 3 });
    expect(session['follower-latest']).toEqual({ name: 'Ann', amount: 1, at: 1 });
    expect(session['tip-latest']).toMatchObject({ name: 'Cy', amount: 100 });
    expect(session['tip-session']).toEqual({ amount: 600, count: 2 });
    expect(reduceCustomSession(session, { kind: 'stream.online', startedAt: 4, at: 4 })).toEqual(
      initialCustomSession(),
    );
  });

  it('maps Kyo events to StreamElements listeners and field names', () => {
    const emote = (id: string) => `https://kyo.test/e/${id}`;
    expect(seEventOf({ kind: 'follow', name: 'Ann', at: 0 }, emote)).toEqual({
      listener: 'follower-latest',
      event: { type: 'follower', name: 'Ann', amount: 1, createdAt: '1970-01-01T00:00:00.000Z' },
    });
    expect(
      seEventOf({ kind: 'kicks', name: 'Bo', amount: 50, message: 'gg', at: 0 }, emote),
    ).toMatchObject({ listener: 'tip-latest', event: { name: 'Bo', amount: 50, message: 'gg' } });
    const chat = seEventOf(
      {
        kind: 'chat.message',
        id: 'm1',
        username: 'NightOwl',
        color: '#fff',
        badges: [{ type: 'moderator', text: 'Moderator', count: null }],
        parts: [
          { kind: 'text', text: 'hi ' },
          { kind: 'emote', id: '37226', name: 'KEKW' },
        ],
        text: 'hi [emote:37226:KEKW]',
        at: 0,
      },
      emote,
    );
    expect(chat).toMatchObject({
      listener: 'message',
      event: {
        data: {
          nick: 'nightowl',
          displayName: 'NightOwl',
          userId: 'nightowl',
          msgId: 'm1',
          text: 'hi [emote:37226:KEKW]',
          badges: [{ type: 'moderator', version: '1', description: 'Moderator' }],
          emotes: [{ name: 'KEKW', id: '37226', urls: { '1': 'https://kyo.test/e/37226' } }],
        },
      },
    });
    expect(seEventOf({ kind: 'chat.delete', id: 'm1', at: 0 }, emote)).toEqual({
      listener: 'delete-message',
      event: { msgId: 'm1' },
    });
    expect(seEventOf({ kind: 'chat.clear-user', username: 'Zed', at: 0 }, emote)).toEqual({
      listener: 'delete-messages',
      event: { userId: 'zed' },
    });
  });
});

describe('custom code widget frame document', () => {
  it('has a bootstrap that parses as it will run in the frame, served in the document', () => {
    expect(() => new Script(FRAME_BOOTSTRAP)).not.toThrow();
    expect(customFrameHtml()).toContain(`<script>${FRAME_BOOTSTRAP}</script>`);
  });

  it('lets the frame load nothing but inline code and media from safe places', () => {
    expect(framePolicy('https://kyo.example')).toBe(
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; " +
        'img-src data: blob: https: https://kyo.example; media-src data: blob: https: https://kyo.example; ' +
        "font-src data: blob: https: https://kyo.example; base-uri 'none'; form-action 'none'",
    );
  });
});
