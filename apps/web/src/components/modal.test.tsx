import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render';
import { Modal } from './modal';

const Harness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Dialog">
        <button type="button">inside</button>
      </Modal>
    </>
  );
};

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn();
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after its delay, locks scroll, and restores the position on close', () => {
    renderWithI18n(<Harness />);
    fireEvent.click(screen.getByText('open'));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');
    expect(document.body.style.top).toBe('-420px');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('does not close on a click on the backdrop, but closes on Escape', () => {
    renderWithI18n(<Harness />);
    fireEvent.click(screen.getByText('open'));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
