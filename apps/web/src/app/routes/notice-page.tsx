import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { NoticeBrowser } from '../../features/announcements/components/notice-modal';

export const NoticePage = () => {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements();
  return (
    <div className="container page">
      <h1>{t('notice.page_title')}</h1>
      {isPending ? (
        <p className="empty-state">{t('app.loading')}</p>
      ) : (
        <NoticeBrowser notices={data?.player ?? []} initialIndex={0} />
      )}
    </div>
  );
};
