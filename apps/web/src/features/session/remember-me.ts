import { REMEMBER_ME_MS } from '@pagoda/contracts';

export type Remembered = { username: string; type: 'username' | 'sms'; mobileNum: string; countryDialingCode: string };

const NAME = 'loginRemember';

/**
 * Remember me keeps the username, login type, mobile and dialing code for one day in a cookie.
 * It never keeps the password (docs/decisions.md).
 */
export const rememberMe = {
  read: (): Remembered | null => {
    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${NAME}=`));
    if (!raw) return null;
    try {
      return JSON.parse(decodeURIComponent(raw.slice(NAME.length + 1))) as Remembered;
    } catch {
      return null;
    }
  },
  save: (value: Remembered) => {
    document.cookie = `${NAME}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${REMEMBER_ME_MS / 1000}; Path=/; SameSite=Strict`;
  },
  clear: () => {
    document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Strict`;
  },
};
