import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { i18n } from '../../../app/i18n';
import { OverlayPreview } from './overlay-preview';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the home page’s overlay picture', () => {
  it('says live with the viewer count in the page’s language and its number format', async () => {
    const { container, rerender } = render(<OverlayPreview />);
    expect(container).toHaveTextContent('Live · 1,284');
    await act(() => i18n.changeLanguage('es'));
    rerender(<OverlayPreview />);
    expect(container).toHaveTextContent('En vivo · 1.284');
    await act(() => i18n.changeLanguage('pt'));
    rerender(<OverlayPreview />);
    expect(container).toHaveTextContent('Ao vivo · 1.284');
  });
});
