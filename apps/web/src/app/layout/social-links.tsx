import type { Resource } from '@pagoda/contracts';
import type { LucideIcon } from 'lucide-react';
import { Camera, CirclePlay, MessageCircle, MessagesSquare, Phone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Lucide ships no brand marks: a generic SVG per channel, or the brand's letter where no picture fits. */
const ICON: Record<string, LucideIcon> = {
  TELEGRAM: Send,
  TELEGRAM_2: Send,
  YOUTUBE: CirclePlay,
  INSTAGRAM: Camera,
  WHATSAPP: Phone,
  LINE: MessageCircle,
  WECHAT: MessagesSquare,
};
const LETTER: Record<string, string> = { FACEBOOK: 'f', TWITTER: 'X' };

const SocialIcon = ({ type }: { type: string }) => {
  const Icon = ICON[type];
  if (Icon) return <Icon aria-hidden="true" size={18} />;
  return (
    <span aria-hidden="true" className="social__letter">
      {LETTER[type] ?? type.charAt(0)}
    </span>
  );
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
            <SocialIcon type={r.resourceType} />
          </a>
        </li>
      ))}
    </ul>
  );
};
