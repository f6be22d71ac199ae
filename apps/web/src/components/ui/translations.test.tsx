import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../app/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import { Select } from './select';
import { Table, type TableColumn } from './table';
import { TextInput } from './text-input';
import { installFakeLayout } from './jsdom-layout.test-helper';

installFakeLayout();

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

interface Row {
  name: string;
  uses?: number;
}
const columns: TableColumn<Row>[] = [{ key: 'name', title: 'Ad' }];
const numbers: TableColumn<Row>[] = [{ key: 'uses', title: 'Kullanım' }];

describe('ui translations', () => {
  it('has the same keys in English and Turkish', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });

  it('shows the table texts in Turkish', async () => {
    await act(() => i18n.changeLanguage('tr'));
    const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ name: `satır ${i}` }));
    const { rerender } = render(<Table caption="Komutlar" columns={columns} data={rows} />);
    expect(screen.getByText('25 kayıttan 1-10 arası gösteriliyor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeInTheDocument();
    rerender(<Table caption="Komutlar" columns={numbers} data={[{ name: 'x', uses: 3106 }]} />);
    expect(screen.getByText('3.106')).toBeInTheDocument();
    rerender(<Table caption="Komutlar" columns={columns} data={[]} />);
    expect(screen.getByText('Veri bulunamadı')).toBeInTheDocument();
    rerender(<Table caption="Komutlar" columns={columns} data={[]} loading />);
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
  });

  it('shows the select texts in Turkish', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('tr'));
    render(<Select label="Oyun" options={[{ value: 'a', label: 'Valorant' }]} />);
    const input = screen.getByRole('combobox', { name: 'Oyun' });
    expect(input).toHaveAttribute('placeholder', 'Ara...');
    await user.type(input, 'zzz');
    expect(await screen.findByText('Sonuç bulunamadı')).toBeInTheDocument();
  });

  it('names the input buttons in Turkish', async () => {
    await act(() => i18n.changeLanguage('tr'));
    render(<TextInput label="Şifre" type="password" clearable defaultValue="x" />);
    expect(screen.getByRole('button', { name: 'Şifreyi göster' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Temizle' })).toBeInTheDocument();
  });
});
