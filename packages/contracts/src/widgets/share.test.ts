import { describe, expect, it } from 'vitest';
import {
  mediaRefsIn,
  shareDocumentSchema,
  SHARE_FORMAT,
  SHARE_LIMITS,
  SHARE_VERSION,
  withoutMedia,
} from './share';

const WIDGET_ID = '01900000-0000-7000-8000-000000000001';
const SHA = 'a'.repeat(64);

const file = (overrides: Record<string, unknown> = {}) => ({
  format: SHARE_FORMAT,
  version: SHARE_VERSION,
  exportedAt: '2026-11-29T10:00:00.000Z',
  widgets: [{ id: WIDGET_ID, type: 'chat', name: 'Chat', settings: {} }],
  scene: null,
  files: [],
  missing: [],
  ...overrides,
});

const messages = (input: unknown) => {
  const result = shareDocumentSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const layer = {
  id: '01900000-0000-7000-8000-0000000000aa',
  name: 'Chat',
  x: 0,
  y: 0,
  width: 400,
  height: 300,
  rotation: 0,
  opacity: 1,
  visible: true,
  locked: false,
};

describe('the share file', () => {
  it('reads a widget file and fills the settings’ defaults', () => {
    const parsed = shareDocumentSchema.parse(file());
    expect(parsed.widgets[0]).toMatchObject({ type: 'chat', name: 'Chat' });
  });

  it('says which version a file of another version is', () => {
    expect(messages(file({ version: 2 }))).toEqual([
      `version: This file is version 2 of Kyo’s file format; this Kyo reads version ${SHARE_VERSION}`,
    ]);
  });

  it('refuses a JSON document that is not a share file', () => {
    expect(messages({ hello: 'world' })[0]).toBe('format: This is not a Kyo widget or scene file');
  });

  it('names an unknown widget type', () => {
    const widgets = [{ id: WIDGET_ID, type: 'hologram', name: 'X', settings: {} }];
    expect(messages(file({ widgets }))).toEqual([
      'widgets.0.type: Kyo has no widget type “hologram”',
    ]);
  });

  it('names a widget’s bad setting by its path', () => {
    const widgets = [{ id: WIDGET_ID, type: 'custom', name: 'X', settings: { fields: '{' } }];
    expect(messages(file({ widgets }))[0]).toMatch(/^widgets\.0\.settings\.fields: /);
  });

  it('refuses a widget layer that names no widget of the file', () => {
    const scene = {
      name: 'Main',
      width: 1920,
      height: 1080,
      layers: [{ ...layer, kind: 'widget', widgetId: '01900000-0000-7000-8000-0000000000ff' }],
    };
    expect(messages(file({ scene }))).toEqual([
      'scene.layers.0.widgetId: A widget layer names no widget of the file',
    ]);
  });

  it('refuses uploads beyond the cap', () => {
    const data = 'A'.repeat(Math.ceil(SHARE_LIMITS.embeddedBytes / 3) * 4 + 4);
    const files = [{ sha256: SHA, name: 'big.png', contentType: 'image/png', data }];
    expect(messages(file({ files }))).toEqual([
      'files: The file carries more than 8 MB of uploads',
    ]);
  });
});

describe('media references', () => {
  it('finds uploads anywhere in the settings and drops those not kept', () => {
    const other = 'b'.repeat(64);
    const settings = { sound: `media:${SHA}`, values: { image: `media:${other}`, text: 'hi' } };
    expect([...mediaRefsIn(settings)]).toEqual([SHA, other]);
    expect(withoutMedia(settings, new Set([SHA]))).toEqual({
      sound: `media:${SHA}`,
      values: { image: '', text: 'hi' },
    });
  });
});
