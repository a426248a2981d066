import type { BrandIdentity } from '@pagoda/contracts';
import './brand-logo.css';
import { imageUrl } from '../lib/image-cdn';

/**
 * The brand's logo from its configuration: one picture per theme (CSS shows the one matching the theme), or the
 * brand's name as text when it has no logo. Nothing is drawn before the brand is known.
 */
export const BrandLogo = ({
  brand,
  width,
  height,
  className = '',
}: {
  brand: Pick<BrandIdentity, 'name' | 'logo'> | undefined;
  width: number;
  height: number;
  className?: string;
}) => {
  if (!brand) return null;
  const { light, dark } = brand.logo;
  if (!light) return <span className={`brand-logo brand-logo--text ${className}`}>{brand.name}</span>;
  if (!dark || dark === light)
    return (
      <img className={`brand-logo ${className}`} src={imageUrl(light)} alt={brand.name} width={width} height={height} />
    );
  return (
    <>
      <img
        className={`brand-logo brand-logo--light ${className}`}
        src={imageUrl(light)}
        alt={brand.name}
        width={width}
        height={height}
      />
      <img
        className={`brand-logo brand-logo--dark ${className}`}
        src={imageUrl(dark)}
        alt={brand.name}
        width={width}
        height={height}
      />
    </>
  );
};
