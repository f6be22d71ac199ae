import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../../../app/i18n';
import { AlertPreview } from './alert-preview';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a chat alert’s example', () => {
  it('writes the sample stream length as the bot does in the page’s language', async () => {
    const template = 'Stream is over after {uptime}.';
    const { rerender } = render(<AlertPreview type="stream_offline" template={template} />);
    expect(screen.getByTestId('alert-example')).toHaveTextContent('after 2h 14m.');
    await act(() => i18n.changeLanguage('es'));
    rerender(<AlertPreview type="stream_offline" template={template} />);
    expect(screen.getByTestId('alert-example')).toHaveTextContent('after 2 h 14 min.');
    await act(() => i18n.changeLanguage('tr'));
    rerender(<AlertPreview type="stream_offline" template={template} />);
    expect(screen.getByTestId('alert-example')).toHaveTextContent('after 2 sa. 14 dk.');
  });
});
