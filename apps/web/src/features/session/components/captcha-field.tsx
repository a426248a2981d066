import { CAPTCHA_DEBOUNCE_MS } from '@pagoda/contracts';
import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { fetchCaptcha } from '../api/get-captcha';

/** Captcha image with a refresh limited to once a second, so rapid clicks cannot flood the server. */
export const CaptchaField = ({
  value,
  onChange,
  error,
  refreshKey,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  refreshKey: number;
}) => {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const last = useRef(0);
  const load = useCallback(() => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_DEBOUNCE_MS) return;
    last.current = now;
    fetchCaptcha().then(
      (b64) => setSrc(`data:image/png;base64,${b64}`),
      () => setSrc(null),
    );
  }, []);
  useEffect(() => {
    last.current = 0;
    load();
  }, [load, refreshKey]);
  return (
    <Field
      label={t('session.captcha')}
      value={value}
      onChange={(e) => onChange(e.target.value.toUpperCase())}
      error={error}
      autoComplete="off"
      maxLength={6}
      required
      addon={
        <button
          type="button"
          className="captcha-img"
          onClick={load}
          aria-label={t('session.captcha_refresh')}
          title={t('session.captcha_refresh')}
        >
          {src ? <img src={src} alt="" width={120} height={40} /> : <RotateCw aria-hidden="true" size={18} />}
        </button>
      }
    />
  );
};
