import type { PromotionMemberStatus } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { PromotionAction } from './promotion-action';

const renderAction = (
  status: PromotionMemberStatus | null,
  mechanic: 'FIXED' | 'CHECKIN' | 'APPLICATION' | 'DEPOSIT_MATCH' = 'FIXED',
  isLoggedIn = true,
) => {
  const onLogin = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <PromotionAction promotion={{ id: 1, mechanic, status }} isLoggedIn={isLoggedIn} onLogin={onLogin} />
    </QueryClientProvider>,
  );
  return { onLogin };
};

describe('PromotionAction', () => {
  it('asks a visitor to log in', () => {
    const { onLogin } = renderAction(null, 'FIXED', false);
    fireEvent.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows closed and coming soon as disabled, even to visitors', () => {
    renderAction('closed', 'FIXED', false);
    expect(screen.getByRole('button', { name: 'Closed' })).toBeDisabled();
  });

  it.each([
    ['claim', 'FIXED', 'Claim', true],
    ['claim', 'CHECKIN', 'Check in', true],
    ['join', 'APPLICATION', 'Apply', true],
    ['join', 'DEPOSIT_MATCH', 'Join', true],
    ['signed', 'CHECKIN', 'Signed', false],
    ['processing', 'DEPOSIT_MATCH', 'Processing', false],
    ['applying', 'APPLICATION', 'Applying', false],
    ['claimed', 'FIXED', 'Claimed', false],
    ['coming_soon', 'FIXED', 'Coming soon', false],
  ] as const)('%s on %s reads "%s" (enabled: %s)', (status, mechanic, name, enabled) => {
    renderAction(status, mechanic);
    const button = screen.getByRole('button', { name });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });
});
