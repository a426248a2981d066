import type { Announcement } from '@pagoda/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { NoticeBrowser, pageOfIndex } from './notice-modal';

const notice = (i: number): Announcement => ({
  id: i + 1,
  bannerId: i + 1,
  type: 'PL',
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">`,
  execution: 'B',
  groupName: '',
  url: '',
  announcementImages: [],
  linkageType: null,
  linkage: '',
  nodeId: '',
  roomId: '',
  vendor: '',
  time: Date.UTC(2026, 0, 1) - i * 86_400_000,
  startDate: null,
  endDate: null,
});
const notices = Array.from({ length: 14 }, (_, i) => notice(i));

describe('pageOfIndex', () => {
  it('is ceil((index + 1) / 9)', () => {
    expect([0, 8, 9, 13].map(pageOfIndex)).toEqual([1, 1, 2, 2]);
  });
});

describe('NoticeBrowser', () => {
  it('opens on the page of the chosen index with that notice shown', () => {
    renderWithI18n(<NoticeBrowser notices={notices} initialIndex={10} />);
    expect(screen.getByRole('button', { name: /Notice 11/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: /Notice 1 / })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Notice 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('collapses the selected notice when it is clicked again', () => {
    renderWithI18n(<NoticeBrowser notices={notices} initialIndex={0} />);
    const item = screen.getByRole('button', { name: /Notice 1\b/ });
    fireEvent.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Select an announcement to read it.')).toBeInTheDocument();
  });

  it('renders the HTML content sanitised', () => {
    const { container } = renderWithI18n(<NoticeBrowser notices={notices} initialIndex={0} />);
    expect(screen.getByText('Body 1')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
