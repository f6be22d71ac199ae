import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const tabs = [
  { id: 'general', label: 'General', content: <p>General settings</p> },
  { id: 'style', label: 'Style', content: <p>Colours and fonts</p> },
  { id: 'advanced', label: 'Advanced', content: <p>Custom CSS</p> },
];

describe('Tabs', () => {
  it('shows the panel of the selected tab and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Widget settings" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General settings');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Style' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Colours and fonts');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Custom CSS');
  });
});
