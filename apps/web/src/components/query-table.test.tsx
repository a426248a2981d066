import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render';
import { type Column, QueryTable } from './query-table';

type Data = { list: { id: number; amount: number }[]; totalPages: number };
const columns: Column<{ id: number; amount: number }>[] = [
  { key: 'id', header: 'No.', cell: (r) => r.id },
  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => r.amount.toFixed(2) },
];
const query = (state: Partial<{ data: Data; error: unknown; isError: boolean; isPending: boolean }>) => ({
  data: undefined,
  error: null,
  isError: false,
  isPending: false,
  isFetching: false,
  ...state,
});
const table = (q: ReturnType<typeof query>, onPage = vi.fn()) => (
  <QueryTable
    title="Deposits"
    query={q}
    rows={(d) => d.list}
    rowKey={(r) => r.id}
    columns={columns}
    empty="No records"
    errorText={(e) => `failed: ${String(e)}`}
    paging={{ page: 1, onPage, totalPages: (d) => d.totalPages }}
  />
);

describe('QueryTable', () => {
  it('shows loading, then the error, then the empty state', () => {
    const { rerender } = renderWithI18n(table(query({ isPending: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(table(query({ isError: true, error: 'boom' })));
    expect(screen.getByRole('alert')).toHaveTextContent('failed: boom');
    rerender(table(query({ data: { list: [], totalPages: 0 } })));
    expect(screen.getByText('No records')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the rows under a labelled heading, figures right-aligned, with pages', async () => {
    const onPage = vi.fn();
    renderWithI18n(table(query({ data: { list: [{ id: 7, amount: 12.5 }], totalPages: 2 } }), onPage));
    expect(screen.getByRole('region', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Amount']);
    expect(screen.getByRole('cell', { name: '12.50' })).toHaveClass('num');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
