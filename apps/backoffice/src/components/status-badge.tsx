import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status as a coloured pill; the text carries the meaning, the colour only helps. */
export const StatusBadge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span className={`badge badge--${tone}`}>{children}</span>
);
