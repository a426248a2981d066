import type { ThirdPartyProvider } from '@pagoda/contracts';
import { thirdPartyStartPath } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import './third-party.css';

/** Brand names, the same in every language. */
export const PROVIDER_NAMES: Record<ThirdPartyProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

/**
 * One-click login buttons, shown only for providers the brand configured. The whole page goes to the
 * server's start route, which sends it on to the provider; no secret or token is handled here.
 */
export const ThirdPartyButtons = ({ providers }: { providers: readonly ThirdPartyProvider[] }) => {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <div className="third-party">
      <p className="third-party__or">{t('third_party.or_continue')}</p>
      <div className="third-party__buttons">
        {providers.map((p) => (
          <button
            key={p}
            type="button"
            className={`btn third-party__btn third-party__btn--${p.toLowerCase()}`}
            onClick={() => window.location.assign(thirdPartyStartPath(p))}
          >
            <span className="third-party__mark" aria-hidden="true">
              {p === 'GOOGLE' ? 'G' : 'f'}
            </span>
            {PROVIDER_NAMES[p]}
          </button>
        ))}
      </div>
    </div>
  );
};
