import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customWidget } from '@kyo/contracts/widgets/types/custom';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { FeedItem } from '../renderer';
import { manualTimers } from '../../test/manual-timers';
import { CustomRenderer } from './renderer';
import { widgetButtons } from './widget-buttons';

const settings = customWidget.settings.parse({
  html: '<p id="name">{{title}}</p>',
  css: 'p { color: {{color}}; }',
  js: "window.addEventListener('onEventReceived', () => {}); // </script> stays inside",
  fields: JSON.stringify({
    title: { type: 'text', value: 'Latest follower' },
    color: { type: 'colorpicker', value: '#ff0000' },
  }),
  fieldData: { title: 'Newest' },
});

const item = (n: number, event: WidgetEvent): FeedItem => ({ n, seq: n, event, receivedAt: 0 });

function setup(muted = false) {
  const onConsumed = vi.fn();
  const timers = manualTimers();
  const view = render(
    <CustomRenderer
      settings={settings}
      feed={[]}
      onConsumed={onConsumed}
      muted={muted}
      timers={timers}
      now={() => timers.now()}
    />,
  );
  const frame = screen.getByTestId<HTMLIFrameElement>('custom-frame');
  const post = vi.spyOn(frame.contentWindow!, 'postMessage');
  const fromFrame = (data: unknown, source: Window | null = frame.contentWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source }));
    });
  const rerender = (feed: FeedItem[]) =>
    view.rerender(
      <CustomRenderer
        settings={settings}
        feed={feed}
        onConsumed={onConsumed}
        muted={muted}
        timers={timers}
        now={() => timers.now()}
      />,
    );
  return { frame, post, fromFrame, rerender, onConsumed, timers, unmount: view.unmount };
}

describe('custom code widget renderer', () => {
  it('runs the code in a sandboxed frame with no same-origin, from the frame document', () => {
    const { frame, post, fromFrame } = setup();
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/custom-frame');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    // The frame asks for its code: the fields' values fill {{name}} as on StreamElements.
    fromFrame({ kyo: 1, type: 'hello' });
    expect(post).toHaveBeenCalledWith(
      {
        kyo: 1,
        type: 'code',
        code: {
          html: '<p id="name">Newest</p>',
          css: 'p { color: #ff0000; }',
          js: settings.js,
        },
      },
      '*',
    );
  });

  it('gives code that uses $ the jQuery StreamElements provides, and other code none', async () => {
    render(
      <CustomRenderer
        settings={{ ...settings, js: "$('#name').html(obj.detail.event.name);" }}
        feed={[]}
      />,
    );
    // jQuery arrives as a lazy chunk: until it has, the frame may be drawn again (a new window),
    // so the frame's hello is asked of the frame shown at each try.
    await vi.waitFor(
      () => {
        const frame = screen.getByTestId<HTMLIFrameElement>('custom-frame');
        const post = vi.spyOn(frame.contentWindow!, 'postMessage');
        act(() => {
          window.dispatchEvent(
            new MessageEvent('message', {
              data: { kyo: 1, type: 'hello' },
              source: frame.contentWindow,
            }),
          );
        });
        expect(post).toHaveBeenCalled();
        expect((post.mock.calls[0]![0] as { code: { jquery: string } }).code.jquery).toContain(
          'jQuery v3.',
        );
      },
      { timeout: 5000 },
    );
  });

  it('sends onWidgetLoad when the frame is ready, then each event, and acknowledges it', () => {
    const { post, fromFrame, rerender, onConsumed } = setup();
    const follow = item(1, { kind: 'follow', name: 'PixelPanda', at: 0 });
    rerender([follow]);
    expect(post).not.toHaveBeenCalled();
    expect(onConsumed).not.toHaveBeenCalled();
    fromFrame({ kyo: 1, type: 'ready' });
    expect(post.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual([
      'load',
      'event',
      'session',
    ]);
    expect(post.mock.calls[0]![0]).toMatchObject({
      detail: {
        fieldData: { title: 'Newest', color: '#ff0000' },
        session: { data: { 'follower-latest': null } },
      },
    });
    expect(post.mock.calls[1]![0]).toMatchObject({
      detail: { listener: 'follower-latest', event: { name: 'PixelPanda' } },
    });
    expect(post.mock.calls[2]![0]).toMatchObject({
      detail: { session: { 'follower-latest': { name: 'PixelPanda' } } },
    });
    expect(onConsumed).toHaveBeenCalledWith(follow);
  });

  it('ignores messages that are not its frame’s', () => {
    const { post, fromFrame } = setup();
    fromFrame({ kyo: 1, type: 'ready' }, window);
    fromFrame({ type: 'ready' });
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the frame’s errors in the builder preview, not on the display', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const preview = setup(true);
    preview.fromFrame({ kyo: 1, type: 'error', message: 'ReferenceError: nope', line: 3 });
    expect(screen.getByTestId('custom-errors')).toHaveTextContent('ReferenceError: nope (line 3)');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends a Fields button pressed in the builder to the preview as event:test, never to a display', () => {
    const display = setup(false);
    display.fromFrame({ kyo: 1, type: 'ready' });
    act(() => widgetButtons.press({ field: 'reset', value: 'go' }));
    expect(display.post.mock.calls.some(([m]) => (m as { type: string }).type === 'event')).toBe(
      false,
    );
    display.unmount();
    const preview = setup(true);
    preview.fromFrame({ kyo: 1, type: 'ready' });
    act(() => widgetButtons.press({ field: 'reset', value: 'go' }));
    expect(preview.post).toHaveBeenLastCalledWith(
      {
        kyo: 1,
        type: 'event',
        detail: {
          listener: 'event:test',
          event: { listener: 'widget-button', field: 'reset', value: 'go' },
        },
      },
      '*',
    );
  });

  it('loads a frame that stops beating again', () => {
    const { frame, fromFrame, timers } = setup(true);
    fromFrame({ kyo: 1, type: 'ready' });
    act(() => timers.advance(7000));
    expect(screen.getByTestId('custom-errors')).toHaveTextContent('stopped responding');
    expect(screen.getByTestId('custom-frame')).not.toBe(frame);
  });
});
