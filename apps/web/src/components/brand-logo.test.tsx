import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo';

const logo = (light: string, dark = '') => ({ name: 'Lotus Bay', logo: { light, dark, mark: '' } });

describe('BrandLogo', () => {
  it("draws the brand's own logo, named by the brand", () => {
    render(<BrandLogo brand={logo('/b/logo.svg')} width={150} height={40} />);
    expect(screen.getByRole('img', { name: 'Lotus Bay' })).toHaveAttribute('src', '/b/logo.svg');
  });

  it('has one picture per theme when the dark logo differs', () => {
    const { container } = render(<BrandLogo brand={logo('/b/light.svg', '/b/dark.svg')} width={150} height={40} />);
    expect([...container.querySelectorAll('img')].map((i) => [i.className.trim(), i.getAttribute('src')])).toEqual([
      ['brand-logo brand-logo--light', '/b/light.svg'],
      ['brand-logo brand-logo--dark', '/b/dark.svg'],
    ]);
  });

  it('writes the name when the brand has no logo, and nothing before the brand is known', () => {
    const { container, rerender } = render(<BrandLogo brand={logo('')} width={150} height={40} />);
    expect(container).toHaveTextContent('Lotus Bay');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<BrandLogo brand={undefined} width={150} height={40} />);
    expect(container).toBeEmptyDOMElement();
  });
});
