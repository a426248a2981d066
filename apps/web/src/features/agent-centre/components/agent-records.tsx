import { AGENT_PAGE_MAX, toCsv } from '@pagoda/contracts';
import { Download } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '../../../components/query-table';
import { formatMoney } from '../../../lib/format';
import { downloadText, fetchAll } from '../csv';
import { errorText } from '../error-text';

/** The size the pages show; a CSV download reads in pages of the server's maximum. */
export const PAGE_SIZE = 15;
export const CSV_PAGE_SIZE = AGENT_PAGE_MAX;

export const Signed = ({ value }: { value: number }) => (
  <span className={value < 0 ? 'amount--out' : value > 0 ? 'amount--in' : ''}>{formatMoney(value)}</span>
);

/**
 * Downloads the whole result of the page's filter as CSV: every page fetched at the server's maximum
 * size, so the file is not limited to what is on screen.
 */
export const CsvButton = <Row,>({
  filename,
  header,
  fetchPage,
  toRow,
}: {
  filename: string;
  header: string[];
  fetchPage: (page: number) => Promise<{ list: Row[]; totalPages: number }>;
  toRow: (row: Row) => unknown[];
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span className="ac-csv">
      <button
        type="button"
        className="btn btn--sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          fetchAll(fetchPage)
            .then((rows) => downloadText(filename, toCsv(header, rows.map(toRow))))
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        <Download aria-hidden="true" size={16} /> {t('agent.csv')}
      </button>
      {failed ? (
        <span role="alert" className="form__error">
          {t('error.network')}
        </span>
      ) : null}
    </span>
  );
};

/**
 * The account search of the team lists: typed freely, applied (and paging reset by the caller) on submit.
 * `children` are the page's own filters, which apply as they change.
 */
export const AccountFilter = ({ onApply, children }: { onApply: (account: string) => void; children?: ReactNode }) => {
  const { t } = useTranslation();
  const id = useId();
  const [account, setAccount] = useState('');
  return (
    <form
      className="ac-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(account.trim());
      }}
    >
      {children}
      <label htmlFor={`${id}-acc`}>{t('agent.col.account')}</label>
      <input id={`${id}-acc`} value={account} onChange={(e) => setAccount(e.target.value)} />
      <button type="submit" className="btn btn--sm">
        {t('agent.apply')}
      </button>
    </form>
  );
};

type AgentTableProps<Data, Row> = Omit<ComponentProps<typeof QueryTable<Data, Row>>, 'errorText' | 'empty'> & {
  empty?: string;
};

/** A records table of the agent centre: its errors in the agent centre's words, "no records" unless told. */
export const AgentTable = <Data, Row>({ empty, ...props }: AgentTableProps<Data, Row>) => {
  const { t } = useTranslation();
  return <QueryTable {...props} empty={empty ?? t('agent.no_records')} errorText={(error) => errorText(t, error)} />;
};
