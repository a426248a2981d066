import { AppDownload } from '../../features/download/components/app-download';
import { useBrand } from '../../features/system/hooks/use-brand';

export const DownPage = () => {
  const { resources } = useBrand();
  return (
    <div className="container page">
      <AppDownload resources={resources} />
    </div>
  );
};
