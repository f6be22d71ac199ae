import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot } from './health-chip';

describe('StatusDot', () => {
  it('pings three times when healthy, then stays still (a dashboard open all stream draws nothing for it)', () => {
    const { container } = render(<StatusDot level="ok" pulse />);
    const ping = container.querySelector<HTMLElement>('.motion-safe\\:animate-ping');
    expect(ping).not.toBeNull();
    expect(ping!.style.animationIterationCount).toBe('3');
    expect(ping!.className).not.toMatch(/(^|\s)animate-ping/);
  });

  it('has no ping without a pulse', () => {
    const { container } = render(<StatusDot level="warning" />);
    expect(container.querySelector('[class*="animate-ping"]')).toBeNull();
    expect(container.querySelectorAll('span')).toHaveLength(2);
  });
});
