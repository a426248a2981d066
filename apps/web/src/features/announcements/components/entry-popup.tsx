import { Suspense, useEffect, useState } from 'react';
import { lazyPage } from '../../../lib/lazy-with-timeout';
import { SessionKey } from '../../../lib/storage';
import { useAnnouncements } from '../api/get-announcements';

// The notice modal (with the HTML sanitiser) loads only when there is a popup to show.
const NoticeModal = lazyPage(() => import('./notice-modal'), 'NoticeModal');

const seen = () => {
  try {
    return sessionStorage.getItem(SessionKey.PopupSeen) === '1';
  } catch {
    return false;
  }
};

const markSeen = () => {
  try {
    sessionStorage.setItem(SessionKey.PopupSeen, '1');
  } catch {
    // Storage refused: the popup may show again on the next page load, nothing worse.
  }
};

/**
 * The brand's popup announcements (type PU), shown as the notice popup on entry, once per
 * session (sessionStorage), as the original portal does; the first popup is open.
 */
export const EntryPopup = () => {
  const popups = useAnnouncements().data?.popup ?? [];
  // Decided once per page load: a session that has seen the popup does not get it again.
  const [seenBefore] = useState(seen);
  const [open, setOpen] = useState(true);
  const show = !seenBefore && popups.length > 0;
  useEffect(() => {
    if (show) markSeen();
  }, [show]);
  if (!show) return null;
  // Once shown the modal stays mounted, so closing it keeps its fade-out.
  return (
    <Suspense fallback={null}>
      <NoticeModal notices={popups} openIndex={open ? 0 : null} onClose={() => setOpen(false)} />
    </Suspense>
  );
};
