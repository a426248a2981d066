import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithI18n } from '../../../test/render';
import { loginRequest } from '../api/login';
import { loginVerificationRequest } from '../api/login-verification';
import { SessionProvider } from '../session-context';
import { LoginModal } from './login-modal';

vi.mock('../api/login', () => ({ loginRequest: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/login-verification', () => ({ loginVerificationRequest: vi.fn() }));
vi.mock('../api/get-captcha', () => ({ fetchCaptcha: vi.fn(() => new Promise(() => {})) }));

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

  it('continues a new-address login without the password, and a refused proof goes back to log in with a captcha', async () => {
    const methods = { sms: false, email: true, payeeName: false, ga: false };
    vi.mocked(loginRequest).mockRejectedValueOnce(new ApiError('login_verify_required', 'new place', 403, methods));
    vi.mocked(loginVerificationRequest).mockRejectedValueOnce(
      new ApiError('login.verify.failed', 'no match', 400, { captcha: true }),
    );
    setup();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.change(await screen.findByLabelText('E-mail on the account'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(loginVerificationRequest).toHaveBeenCalledWith({ username: 'alice', method: 'E', email: 'a@example.com' }),
    );
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The verification details do not match this account.');
  });
});
