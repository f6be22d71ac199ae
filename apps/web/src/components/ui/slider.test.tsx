import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './slider';

describe('Slider', () => {
  it('is a labelled range that reports and shows its value', () => {
    const onChange = vi.fn();
    render(
      <Slider label="Opacity" defaultValue={40} format={(v) => `${v}%`} onChange={onChange} />,
    );
    const slider = screen.getByRole('slider', { name: 'Opacity' });
    expect(slider).toHaveAttribute('aria-valuetext', '40%');
    fireEvent.change(slider, { target: { value: '75' } });
    expect(onChange).toHaveBeenCalledWith(75);
    expect(screen.getByText('75%')).toBeInTheDocument();
  });
});
