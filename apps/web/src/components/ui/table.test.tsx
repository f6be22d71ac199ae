import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn } from './table';

interface Command {
  id: string;
  name: string;
  uses: number;
}

function makeCommands(count: number, prefix = 'cmd'): Command[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `!${prefix}${String(i + 1).padStart(3, '0')}`,
    uses: (i * 7) % 13,
  }));
}

const columns: TableColumn<Command>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'uses', title: 'Uses', sortable: true, formatter: (uses) => `${uses}×`, align: 'right' },
];

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole('row');
}

function firstColumn() {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('Table', () => {
  it('shows 10 rows per page by default, with Showing x-y of n', () => {
    render(<Table caption="Commands" columns={columns} data={makeCommands(45)} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1-10 of 45')).toBeInTheDocument();
  });

  it('formats cells with the column formatter', () => {
    render(<Table caption="Commands" columns={columns} data={makeCommands(2)} />);
    expect(within(bodyRows()[1]!).getByText('7×')).toBeInTheDocument();
  });

  it('sorts ascending on the first click of a header and descending on the second', async () => {
    const user = userEvent.setup();
    const data = [
      { id: 'a', name: '!b', uses: 2 },
      { id: 'b', name: '!c', uses: 1 },
      { id: 'c', name: '!a', uses: 3 },
    ];
    render(<Table caption="Commands" columns={columns} data={data} />);
    const header = screen.getByRole('columnheader', { name: /Uses/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['!c', '!b', '!a']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['!a', '!b', '!c']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('moves between pages with Next, Previous and the page buttons', async () => {
    const user = userEvent.setup();
    render(<Table caption="Commands" columns={columns} data={makeCommands(200)} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const pages = () =>
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(1, -1);
    expect(pages()).toEqual(['1', '2', '…More pages', '20']);
    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(screen.getByText('Showing 191-200 of 200')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 16' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 15' }));
    expect(pages()).toEqual(['1', '…More pages', '14', '15', '16', '…More pages', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 15' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('selects every row with select-all and reports the selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const data = makeCommands(12);
    render(
      <Table
        caption="Commands"
        columns={columns}
        data={data}
        selectable
        getRowId={(row) => row.id}
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([data[1]]);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(data);
    expect(all).toHaveAttribute('aria-checked', 'true');
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('goes back to page 1 when the data changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Table caption="Commands" columns={columns} data={makeCommands(45)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 21-30 of 45')).toBeInTheDocument();
    await act(async () => {
      rerender(<Table caption="Commands" columns={columns} data={makeCommands(30, 'new')} />);
    });
    expect(screen.getByText('Showing 1-10 of 30')).toBeInTheDocument();
    expect(firstColumn()[0]).toBe('!new001');
  });

  it('says No data found when there are no rows', () => {
    render(<Table caption="Commands" columns={columns} data={[]} />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says Loading... while loading', () => {
    render(<Table caption="Commands" columns={columns} data={makeCommands(5)} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('!cmd001')).not.toBeInTheDocument();
  });

  it('renders per-row actions that receive their row', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn<(row: Command) => void>();
    const data = makeCommands(3);
    render(
      <Table
        caption="Commands"
        columns={columns}
        data={data}
        actions={(row) => (
          <button type="button" onClick={() => onEdit(row)}>
            Edit {row.name}
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit !cmd002' }));
    expect(onEdit).toHaveBeenCalledWith(data[1]);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
