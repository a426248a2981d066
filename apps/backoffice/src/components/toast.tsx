import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ToastKind = 'success' | 'error' | 'info';
type ToastItem = { id: number; kind: ToastKind; text: string };
type ToastApi = { success: (text: string) => void; error: (text: string) => void; info: (text: string) => void };

const ToastContext = createContext<ToastApi | null>(null);
const ICONS = { success: CheckCircle2, error: CircleAlert, info: Info } as const;
const TTL_MS = 5000;

/** Short notices in a corner (a polite live region; errors are assertive). */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const push = useCallback(
    (kind: ToastKind, text: string) => {
      const id = next.current++;
      setItems((list) => [...list.slice(-4), { id, kind, text }]);
      window.setTimeout(() => dismiss(id), kind === 'error' ? TTL_MS * 2 : TTL_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ success: (s) => push('success', s), error: (s) => push('error', s), info: (s) => push('info', s) }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {items.map((item) => {
          const Icon = ICONS[item.kind];
          return (
            <div
              key={item.id}
              className={`toast toast--${item.kind}`}
              role={item.kind === 'error' ? 'alert' : 'status'}
            >
              <Icon size={16} aria-hidden />
              <span>{item.text}</span>
              <button
                type="button"
                className="icon-button"
                onClick={() => dismiss(item.id)}
                aria-label={t('toast.dismiss')}
              >
                <X size={14} aria-hidden />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
};

export const useToast = () => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
};
