import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Move a row of an edited list up or down, or remove it. */
export const ListRowActions = ({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) => {
  const { t } = useTranslation('content');
  return (
    <span className="content-list__actions">
      <button
        type="button"
        className="icon-button"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`${t('common.moveUp')}: ${name}`}
      >
        <ArrowUp size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`${t('common.moveDown')}: ${name}`}
      >
        <ArrowDown size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        onClick={() => onRemove(index)}
        aria-label={`${t('links.remove')}: ${name}`}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </span>
  );
};
