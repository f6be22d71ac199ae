import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  liveViewerSettingsSchema,
  type LiveViewerSettings,
  type LiveViewerState,
} from '@kyo/contracts';
import { LiveViewerRenderer } from './renderer';

const settings = (overrides: Partial<LiveViewerSettings> = {}) =>
  liveViewerSettingsSchema.parse({ animation: 'none', ...overrides });
const state = (overrides: Partial<LiveViewerState> = {}): LiveViewerState => ({
  live: true,
  viewers: 1234,
  previous: 1200,
  peak: 1500,
  average: 1100,
  startedAt: 1,
  at: 2,
  fresh: true,
  ...overrides,
});

describe('live viewer renderer', () => {
  it('shows the count in its label with the trend, peak and average when asked', () => {
    render(
      <LiveViewerRenderer
        settings={settings({ showPeak: true, showAverage: true })}
        feed={[]}
        state={state()}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1,234 watching');
    expect(status).toHaveTextContent('Peak 1,500');
    expect(status).toHaveTextContent('Avg 1,100');
    expect(screen.getByLabelText('rising')).toBeInTheDocument();
  });

  it('writes short numbers', () => {
    render(
      <LiveViewerRenderer
        settings={settings({ compact: true })}
        feed={[]}
        state={state({ viewers: 12_345 })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('12.3K watching');
  });

  it('hides, says offline or keeps the last count while offline, as set', () => {
    const offline = state({ live: false });
    const { rerender } = render(
      <LiveViewerRenderer settings={settings()} feed={[]} state={offline} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <LiveViewerRenderer
        settings={settings({ whenOffline: 'offline', offlineText: 'Back soon' })}
        feed={[]}
        state={offline}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Back soon');
    rerender(
      <LiveViewerRenderer settings={settings({ whenOffline: 'last' })} feed={[]} state={offline} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1,234 watching');
  });
});
