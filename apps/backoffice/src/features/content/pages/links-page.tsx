import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/error-message';
import { useChannels, useLinks } from '../api/links';
import { ChannelsForm } from '../components/channels-form';
import { LinksForm } from '../components/links-form';

/** Social links, app downloads and customer-service channels: two small ordered lists. */
const LinksPage = () => {
  const { t } = useTranslation('content');
  const links = useLinks();
  const channels = useChannels();
  const state = (q: { isPending: boolean; isError: boolean; error: unknown }) =>
    q.isPending ? (
      <p className="muted">{t('common:grid.loading')}</p>
    ) : q.isError ? (
      <p className="form-error" role="alert">
        {errorText(t, q.error)}
      </p>
    ) : null;
  return (
    <>
      <PageHeader title={t('links.title')} description={t('links.description')} />
      <div className="content-stack">
        {links.data ? <LinksForm key={links.dataUpdatedAt} list={links.data.list} /> : state(links)}
        {channels.data ? <ChannelsForm key={channels.dataUpdatedAt} list={channels.data.list} /> : state(channels)}
      </div>
    </>
  );
};

export default LinksPage;
