import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../shared/icons';

export type ToastItem = { id: number; text: string };

const TOAST_MS = 5000;

/** Error toasts: the newest on top, each gone after five seconds or on a tap; repeats are not stacked. */
export const useToasts = () => {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);

  const push = useCallback(
    (text: string) => {
      const id = nextId.current++;
      setItems((list) => [{ id, text }, ...list.filter((i) => i.text !== text)].slice(0, 3));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  return { items, push, dismiss };
};

export const Toasts = ({
  items,
  dismiss,
  dismissLabel,
}: {
  items: ToastItem[];
  dismiss: (id: number) => void;
  dismissLabel: string;
}) => (
  <div className="studio-toasts" role="alert" aria-live="assertive">
    {items.map((item) => (
      <div key={item.id} className="studio-toast">
        <span>{item.text}</span>
        <button type="button" className="studio-icon-button" aria-label={dismissLabel} onClick={() => dismiss(item.id)}>
          <Icon name="close" size={18} />
        </button>
      </div>
    ))}
  </div>
);
