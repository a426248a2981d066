import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

/** Screens whose features ship in later releases: the real frame with an honest state. */
const Upcoming = ({ featureKey }: { featureKey: string }) => {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <ComingSoon feature={t(featureKey)} />
    </div>
  );
};

export const PointMallPage = () => <Upcoming featureKey="feature.point_mall" />;
export const FbSportsPage = () => <Upcoming featureKey="feature.fbsports" />;
