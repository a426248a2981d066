import type { RegisterRule } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { registerRequest } from '../api/register';
import { registerMobileRequest } from '../api/register-mobile';
import { SessionProvider } from '../session-context';
import { RegisterModal } from './register-modal';

vi.mock('../api/register', () => ({ registerRequest: vi.fn(() => new Promise(() => {})) }));
vi.mock('../api/register-mobile', () => ({ registerMobileRequest: vi.fn(() => new Promise(() => {})) }));

const rule = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number): RegisterRule => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  patternId,
  acceptedPattern,
});
const rules: Record<string, RegisterRule> = {
  username: rule(1, '^[A-Za-z][A-Za-z0-9]*$', 4, 10),
  password: rule(5, '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', 6, 20),
  email: { ...rule(3, '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', 5, 64), required: false },
};

const setup = (brandRules = rules) =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RegisterModal
          open
          rules={brandRules}
          usernameReg
          mobileReg={false}
          mobilePassword={false}
          smsOnUsername={false}
          defaultDialingCode="63"
          referralCode={null}
          affiliate={{ code: null, domain: 'example.test' }}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );

const describedText = (input: HTMLElement) => {
  const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  expect(described).toHaveAttribute('role', 'alert');
  return described?.textContent;
};

afterEach(() => {
  vi.mocked(registerRequest).mockClear();
  vi.mocked(registerMobileRequest).mockClear();
});

describe('RegisterModal', () => {
  it('links the brand’s and the contract’s errors to each field and calls nothing', async () => {
    setup();
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(username, { target: { value: '1abc' } });
    fireEvent.change(password, { target: { value: 'lettersonly' } });
    fireEvent.change(confirm, { target: { value: 'other1' } });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(username)).toBe('4 - 10 characters, starting with a letter, letters and numbers only');
    expect(describedText(password)).toBe('6 - 20 characters, must combine letters and numbers');
    expect(describedText(confirm)).toBe('The passwords do not match.');
    expect(describedText(email)).toBe('Please enter a valid email address');
    expect(registerRequest).not.toHaveBeenCalled();
  });

  it('applies the operation’s own limits when the brand sets no rule', async () => {
    setup({});
    const username = await screen.findByLabelText('Username');
    fireEvent.change(username, { target: { value: 'a'.repeat(65) } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(username)).toBe('Some fields are missing or invalid.');
    expect(describedText(screen.getByLabelText('Password'))).toBe('This field is required.');
    expect(registerRequest).not.toHaveBeenCalled();
  });

  it('asks for the terms before anything is sent', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please confirm you are 18 or older and accept the terms.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
    expect(registerRequest).not.toHaveBeenCalled();
  });

  it('calls the register operation with its typed body', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: '  alice1 ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(registerRequest).toHaveBeenCalledWith({
        username: 'alice1',
        password: 'secret1',
        confirmPassword: 'secret1',
        mobileNum: undefined,
        countryDialingCode: undefined,
        verificationCode: undefined,
        captcha: undefined,
        affiliateCode: undefined,
        referralCode: undefined,
        domain: 'example.test',
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
      }),
    );
    expect(registerMobileRequest).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
