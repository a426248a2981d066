import type { BadgeTone } from '../../../components/status-badge';

/** The badge colour of an order status (the text says the status; colour only helps). */
export const statusTone = (status: string): BadgeTone => {
  switch (status) {
    case 'PAID':
    case 'CONFIRMED':
    case 'RESOLVED':
      return 'success';
    case 'PENDING':
    case 'DISPUTED':
      return 'warning';
    case 'APPROVED':
    case 'CREATED':
      return 'info';
    case 'FAILED':
    case 'REJECTED':
      return 'danger';
    default:
      return 'neutral';
  }
};
