import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectOption } from './select';
import { filterOptions } from './select-filter';
import { installFakeLayout } from './jsdom-layout.test-helper';

const GAMES: SelectOption[] = [
  { value: 'cs2', label: 'Counter-Strike 2' },
  { value: 'valorant', label: 'Valorant' },
  { value: 'gta', label: 'Grand Theft Auto V' },
  { value: 'music', label: 'Şarkı ve Müzik' },
];

installFakeLayout();

describe('Select', () => {
  it('shows the Search... placeholder and lists the options when opened', async () => {
    const user = userEvent.setup();
    render(<Select label="Game" options={GAMES} />);
    const input = screen.getByRole('combobox', { name: 'Game' });
    expect(input).toHaveAttribute('placeholder', 'Search...');
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });

  it('filters the options by what is typed', async () => {
    const user = userEvent.setup();
    render(<Select label="Game" options={GAMES} />);
    await user.type(screen.getByRole('combobox', { name: 'Game' }), 'val');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Valorant']);
  });

  it('says No results found when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Select label="Game" options={GAMES} />);
    await user.type(screen.getByRole('combobox', { name: 'Game' }), 'zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens, moves and picks with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Game" options={GAMES} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Game' });
    await user.tab();
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('valorant');
    expect(input).toHaveValue('Valorant');
  });

  it('closes with Escape and keeps the chosen value', async () => {
    const user = userEvent.setup();
    render(<Select label="Game" options={GAMES} defaultValue="gta" />);
    const input = screen.getByRole('combobox', { name: 'Game' });
    expect(input).toHaveValue('Grand Theft Auto V');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Grand Theft Auto V');
  });

  it('replaces the chosen label when typing right after a click', async () => {
    const user = userEvent.setup();
    render(<Select label="Game" options={GAMES} defaultValue="gta" />);
    await user.click(screen.getByRole('combobox', { name: 'Game' }));
    await user.keyboard('val');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Valorant']);
  });

  it('renders only a window of a long list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    render(<Select label="Long" options={many} />);
    await user.click(screen.getByRole('combobox', { name: 'Long' }));
    const rendered = await screen.findAllByRole('option');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '5000');
  });
});

describe('filterOptions', () => {
  it('matches without case, accents or the Turkish dotless i getting in the way', () => {
    expect(filterOptions(GAMES, 'SARKI').map((o) => o.value)).toEqual(['music']);
    expect(filterOptions(GAMES, 'grand auto').map((o) => o.value)).toEqual(['gta']);
    expect(filterOptions(GAMES, '  ')).toHaveLength(4);
  });
});
