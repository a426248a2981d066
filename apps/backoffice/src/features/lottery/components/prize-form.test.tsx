import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Structure } from '../lib/prize-tables';
import en from '../locales/en.json';
import { PrizeForm } from './prize-form';

const structure: Structure = [
  {
    station: 'MB',
    stationName: 'Miền Bắc',
    prizes: [
      { prize: 'DB', count: 1, digits: 5 },
      { prize: 'G7', count: 2, digits: 2 },
    ],
  },
];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { lottery: en } },
    interpolation: { escapeValue: false },
  });
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PrizeForm', () => {
  it('has one input per number of the structure, labelled with station, prize and position', () => {
    render(<PrizeForm structure={structure} submitLabel="Submit" onSubmit={vi.fn()} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.getByLabelText('Miền Bắc G7 number 2')).toHaveAttribute('maxLength', '2');
  });

  it('refuses numbers without the prize’s digits and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<PrizeForm structure={structure} submitLabel="Submit" onSubmit={onSubmit} />);
    fill('Miền Bắc DB number 1', '1234');
    fill('Miền Bắc G7 number 1', '7a');
    fill('Miền Bắc G7 number 2', '09');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Each DB number has exactly 5 digits.')).toBeInTheDocument();
    expect(screen.getByText('Each G7 number has exactly 2 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Miền Bắc DB number 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Miền Bắc G7 number 2')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the tables, leading zeros kept, once every number is right', async () => {
    const onSubmit = vi.fn();
    render(<PrizeForm structure={structure} submitLabel="Submit" onSubmit={onSubmit} />);
    fill('Miền Bắc DB number 1', '01234');
    fill('Miền Bắc G7 number 1', '07');
    fill('Miền Bắc G7 number 2', '99');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ MB: { DB: ['01234'], G7: ['07', '99'] } }));
  });

  it('starts from a given result (a correction)', () => {
    render(
      <PrizeForm
        structure={structure}
        initial={{ MB: { DB: ['55555'], G7: ['01', '02'] } }}
        submitLabel="Submit"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Miền Bắc DB number 1')).toHaveValue('55555');
  });
});
