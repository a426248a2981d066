import { LOGIN_SMS_THROTTLE_MS, SMS_COUNTDOWN_SECONDS_PER_MINUTE } from '@pagoda/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Sends a code, then stays disabled for 60 s per minute of validity the server returns, so codes are not re-sent while one is still valid. */
export const SmsCodeButton = ({
  send,
  disabled,
  onSent,
  onError,
}: {
  send: () => Promise<{ expiredMinutes: number }>;
  disabled: boolean;
  onSent: (minutes: number) => void;
  onError: (err: unknown) => void;
}) => {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const lastClick = useRef(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    const now = Date.now();
    if (now - lastClick.current < LOGIN_SMS_THROTTLE_MS) return;
    lastClick.current = now;
    setBusy(true);
    try {
      const { expiredMinutes } = await send();
      setLeft(SMS_COUNTDOWN_SECONDS_PER_MINUTE * expiredMinutes);
      onSent(expiredMinutes);
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--sm sms-btn"
      disabled={disabled || busy || left > 0}
      onClick={() => void click()}
    >
      {left > 0 ? t('session.resend_in', { seconds: left }) : t('session.send_code')}
    </button>
  );
};
