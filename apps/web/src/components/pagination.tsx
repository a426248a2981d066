import { PAGINATION } from '@pagoda/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './pagination.css';

/** Page numbers: `range` pages around the current one and `margin` at each end. */
export const pageItems = (
  page: number,
  total: number,
  range: number = PAGINATION.range,
  margin: number = PAGINATION.margin,
) => {
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  let left = page - Math.floor(range / 2);
  let right = left + range - 1;
  if (left < 1) [left, right] = [1, range];
  if (right > total) [left, right] = [total - range + 1, total];
  const items: (number | 'gap')[] = [];
  for (let p = 1; p <= total; p++) {
    if (p <= margin || p > total - margin || (p >= left && p <= right)) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
};

export const Pagination = ({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (p: number) => void;
}) => {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft aria-hidden="true" size={16} />
      </button>
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className={item === page ? 'is-current' : ''}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
        aria-label={t('pagination.next')}
      >
        <ChevronRight aria-hidden="true" size={16} />
      </button>
    </nav>
  );
};
