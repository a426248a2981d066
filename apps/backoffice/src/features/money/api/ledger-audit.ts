import { operatorLedgerAudit } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api';
import { MONEY_KEYS } from './keys';

/** The audit runs on demand (the page's button), never on its own: it reads the whole ledger. */
export const useLedgerAudit = () => useQuery({ ...callQuery(MONEY_KEYS.ledger, operatorLedgerAudit), enabled: false });
