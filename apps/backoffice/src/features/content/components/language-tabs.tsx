import type { Language } from '@pagoda/contracts';
import { useId, type ReactNode } from 'react';

/**
 * One tab per brand language (arrow keys move between them, as the ARIA tabs pattern asks); a filled
 * language is marked so the operator sees which are still empty.
 */
export const LanguageTabs = ({
  languages,
  active,
  onChange,
  filled,
  label,
  children,
}: {
  languages: readonly Language[];
  active: Language;
  onChange: (language: Language) => void;
  filled: (language: Language) => boolean;
  label: string;
  children: ReactNode;
}) => {
  const id = useId();
  const move = (by: number) => {
    const at = languages.indexOf(active);
    const next = languages[(at + by + languages.length) % languages.length]!;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="content-tabs">
      <div role="tablist" aria-label={label} className="content-tabs__list">
        {languages.map((l) => (
          <button
            key={l}
            id={`${id}-tab-${l}`}
            type="button"
            role="tab"
            aria-selected={l === active}
            aria-controls={`${id}-panel`}
            tabIndex={l === active ? 0 : -1}
            className={`content-tabs__tab${filled(l) ? ' content-tabs__tab--filled' : ''}`}
            onClick={() => onChange(l)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            {l}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="content-tabs__panel">
        {children}
      </div>
    </div>
  );
};
