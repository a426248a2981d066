import { COPYRIGHT_YEAR, type Resource } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryLinks, VendorLogos } from '../../features/games/components/category-nav';
import { useHelpCenter } from '../../features/help/api/get-help-center';
import { imageUrl } from '../../lib/image-cdn';
import { SocialLinks } from './social-links';

const FOOTER_SOCIALS = ['LINE', 'WECHAT', 'FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'INSTAGRAM', 'TWITTER'] as const;
const RG_BADGES = [
  ['GC', 'gc'],
  ['PG', 'pg'],
  ['MGA2', 'mga2'],
  ['AGE', 'age'],
] as const;
const PAY_BADGES = [
  ['PM', 'pm'],
  ['GB', 'gb'],
  ['GCash', 'gcash'],
  ['UPAY', 'upay'],
] as const;

export const Footer = ({ resources, brandName }: { resources: Resource[]; brandName: string }) => {
  const { t } = useTranslation();
  const help = useHelpCenter().data ?? [];
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer__columns">
          <section>
            <h2>{t('footer.menu')}</h2>
            <ul>
              <li>
                <Link to="/">{t('nav.home')}</Link>
              </li>
              <CategoryLinks />
              <li>
                <Link to="/promotions">{t('nav.promotions')}</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.information')}</h2>
            <ul>
              {help.map((s) => (
                <li key={s.id}>
                  <Link to={`/help?id=${s.id}`}>{s.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/noticePage">{t('notice.page_title')}</Link>
              </li>
              <li>
                <Link to="/down">{t('sidebar.app_download')}</Link>
              </li>
              <li>
                <Link to="/join">{t('join.title')}</Link>
              </li>
              <li>
                <Link to="/vip">{t('vip.title')}</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.links')}</h2>
            <SocialLinks resources={resources} types={FOOTER_SOCIALS} className="footer__socials" />
          </section>
        </div>
        <div className="footer__badges">
          <section aria-label={t('footer.responsible')}>
            {RG_BADGES.map(([key, file]) => (
              <img
                key={key}
                src={imageUrl(`/demo/badges/${file}.svg`)}
                alt={t(`badge.${key}`)}
                width={96}
                height={32}
              />
            ))}
          </section>
          <section aria-label={t('footer.payments')}>
            {PAY_BADGES.map(([key, file]) => (
              <img
                key={key}
                src={imageUrl(`/demo/badges/${file}.svg`)}
                alt={t(`badge.${key}`)}
                width={96}
                height={32}
              />
            ))}
          </section>
        </div>
        <VendorLogos />
        <p className="footer__legal">{t('footer.age_notice')}</p>
        <p className="footer__legal">{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: brandName })}</p>
      </div>
    </footer>
  );
};
