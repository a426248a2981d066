import { Megaphone } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../lib/lazy-with-timeout';
import { useNoticesState } from '../api/get-announcements';
import './announcement-strip.css';

// The notice modal (with the HTML sanitiser) loads on the first click, outside the first bundle.
const NoticeModal = lazyPage(() => import('./notice-modal'), 'NoticeModal');

/** The marquee of notice titles; it pauses on hover and a title opens the notice modal there. */
export const AnnouncementStrip = () => {
  const { t } = useTranslation();
  const { notices, pending } = useNoticesState();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Once opened the modal stays mounted, so closing it keeps its fade-out.
  const [opened, setOpened] = useState(false);
  // While the notices load, an empty strip of the final height holds their place.
  if (pending) return <div className="marquee" aria-hidden="true" data-testid="marquee-placeholder" />;
  if (notices.length === 0) return null;
  const seconds = Math.max(20, notices.reduce((n, x) => n + x.title.length, 0) * 0.22);
  return (
    <div className="marquee" role="region" aria-label={t('notice.marquee_label')} data-testid="marquee">
      <Megaphone className="marquee__icon" aria-hidden="true" size={18} />
      <div className="marquee__viewport">
        {/* Two copies scroll as one loop; the second is hidden from assistive tech and the tab order. */}
        <div className="marquee__track" style={{ animationDuration: `${seconds}s` }}>
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1 ? true : undefined}>
              {notices.map((n, i) => (
                <li key={n.id}>
                  <button
                    type="button"
                    tabIndex={copy === 1 ? -1 : undefined}
                    onClick={() => {
                      setOpened(true);
                      setOpenIndex(i);
                    }}
                  >
                    {n.title}
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <NoticeModal notices={notices} openIndex={openIndex} onClose={() => setOpenIndex(null)} />
        </Suspense>
      ) : null}
    </div>
  );
};
