import { describe, expect, it } from 'vitest';
import { widgetContracts } from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
import { parseSettingsInput, readSettings } from './widget-settings';

const chatDefaults = widgetContracts.chat.settings.parse({});

describe('widget settings', () => {
  it('completes posted settings with defaults and drops keys the schema does not know', () => {
    expect(parseSettingsInput('chat', { fontSize: 30, evil: '<script>' })).toEqual({
      ...chatDefaults,
      fontSize: 30,
    });
  });

  it('rejects a bad value with a 400 naming the field', () => {
    const error = (() => {
      try {
        parseSettingsInput('follower-alert', { sound: { volume: 101 } });
      } catch (caught) {
        return caught;
      }
    })() as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(400);
    expect(error.extra.field).toBe('settings.sound.volume');
  });

  it('reads a stored value the schema no longer accepts as its default', () => {
    expect(
      readSettings('chat', { fontSize: 12, maxMessages: 5000, direction: 'sideways' }),
    ).toEqual({ ...chatDefaults, fontSize: 12 });
  });

  it('reads missing or broken stored settings as the defaults', () => {
    expect(readSettings('chat', null)).toEqual(chatDefaults);
    expect(readSettings('chat', 'not an object')).toEqual(chatDefaults);
  });
});
