import type { Resource } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';

const GLYPH: Record<string, string> = {
  LINE: 'L',
  WECHAT: 'W',
  FACEBOOK: 'f',
  TELEGRAM: '✈',
  TELEGRAM_2: '✈',
  YOUTUBE: '▶',
  INSTAGRAM: '◎',
  TWITTER: '𝕏',
  WHATSAPP: '✆',
};

/** Links for the given resource types, in that order; a type without a resource is left out. */
export const SocialLinks = ({
  resources,
  types,
  className,
}: {
  resources: Resource[];
  types: readonly string[];
  className: string;
}) => {
  const { t } = useTranslation();
  const items = types
    .map((type) => resources.find((r) => r.resourceType === type && r.url))
    .filter((r): r is Resource => Boolean(r));
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((r) => (
        <li key={r.resourceType}>
          <a
            href={r.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`social social--${r.resourceType.toLowerCase()}`}
            aria-label={t(`resource.${r.resourceType}`)}
            title={t(`resource.${r.resourceType}`)}
          >
            <span aria-hidden="true">{GLYPH[r.resourceType] ?? '•'}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};
