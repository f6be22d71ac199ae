import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has no layout and no ResizeObserver. Headless UI's floating panels and the virtualized
 * list need both, so component tests that open them give every element a size.
 */
export function installFakeLayout({ height = 288, width = 320 } = {}): void {
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
