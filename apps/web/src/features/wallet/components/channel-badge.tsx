import { Landmark } from 'lucide-react';
import { imageUrl } from '../../../lib/image-cdn';
/** Footer badge art per provider; providers without art get a lettered tile. */
const ART: Record<string, string> = {
  GCASH: '/demo/badges/gcash.svg',
  UPAY: '/demo/badges/upay.svg',
  PM: '/demo/badges/pm.svg',
  GB: '/demo/badges/gb.svg',
};

export const ChannelBadge = ({ provider }: { provider: string }) => {
  const src = ART[provider.toUpperCase()];
  return src ? (
    <img className="channel-badge" src={imageUrl(src)} alt="" width={48} height={32} />
  ) : (
    <span className={`channel-badge channel-badge--text channel-badge--${provider.toLowerCase()}`} aria-hidden="true">
      {provider.toUpperCase() === 'BANK' ? <Landmark size={18} /> : provider.slice(0, 4).toUpperCase()}
    </span>
  );
};
