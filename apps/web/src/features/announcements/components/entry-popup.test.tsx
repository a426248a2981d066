import type { Announcement } from '@pagoda/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { announcementsQueryOptions } from '../api/get-announcements';
import { EntryPopup } from './entry-popup';

const popup = (i: number): Announcement => ({
  id: i,
  bannerId: i,
  type: 'PU',
  title: `Popup ${i}`,
  content: `<p>Read me ${i}</p><img src=x onerror="window.popupHacked=true"><script>window.popupHacked=true</script>`,
  execution: 'B',
  groupName: '',
  url: '',
  announcementImages: [],
  linkageType: null,
  linkage: '',
  nodeId: '',
  roomId: '',
  vendor: '',
  time: Date.UTC(2026, 0, 1),
  startDate: null,
  endDate: null,
});

const renderPopup = (popups: Announcement[]) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(announcementsQueryOptions('EN').queryKey, {
    banners: [],
    player: [],
    popup: popups,
    promotion: [],
    hot: [],
  });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <EntryPopup />
    </QueryClientProvider>,
  );
};

afterEach(() => sessionStorage.clear());

describe('EntryPopup (PU announcements on entry)', () => {
  it('shows the first popup announcement, sanitised, in the notice popup', async () => {
    const { container } = renderPopup([popup(1), popup(2)]);
    // The modal chunk loads lazily; its first import is slow on a busy machine.
    expect(await screen.findByRole('dialog', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popup 1' })).toBeInTheDocument();
    expect(screen.getByText('Read me 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Popup 2/ })).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('.rich-text img[onerror], .rich-text script')).toBeNull();
    expect((window as unknown as { popupHacked?: boolean }).popupHacked).toBeUndefined();
  }, 15_000);

  it('shows once per session: closed, it does not come back on the next page load', async () => {
    const first = renderPopup([popup(1)]);
    await screen.findByRole('dialog', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    renderPopup([popup(1)]);
    // Give the lazy modal a chance to appear if it (wrongly) would.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);

  it('shows nothing when the brand has no popup', async () => {
    renderPopup([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('popupNoticeSeen')).toBeNull();
  });
});
