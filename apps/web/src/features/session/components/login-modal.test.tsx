import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { loginRequest } from '../api/login';
import { SessionProvider } from '../session-context';
import { LoginModal } from './login-modal';

vi.mock('../api/login', () => ({ loginRequest: vi.fn(() => new Promise(() => {})) }));

const setup = () =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <LoginModal
          open
          smsLogin={false}
          freePlay={false}
          canRegister={false}
          canRecover={false}
          rules={{}}
          defaultDialingCode="63"
        />
      </SessionProvider>
    </QueryClientProvider>,
  );

afterEach(() => vi.mocked(loginRequest).mockClear());

describe('LoginModal', () => {
  it('shows the login rule’s error linked to each empty field and calls nothing', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    for (const input of [username, password]) {
      const alert = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(alert).toHaveAttribute('role', 'alert');
      expect(alert).toHaveTextContent('This field is required.');
    }
    // A username of spaces is empty once the contract trims it.
    fireEvent.change(username, { target: { value: '   ' } });
    fireEvent.change(password, { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'false'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(loginRequest).not.toHaveBeenCalled();
  });

  it('calls the login operation with its typed body', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: ' alice ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(loginRequest).toHaveBeenCalledWith({
        username: 'alice',
        password: 'secret1',
        type: 'username',
        captcha: null,
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
