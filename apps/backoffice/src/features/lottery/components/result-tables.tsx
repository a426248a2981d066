import { useTranslation } from 'react-i18next';
import type { PrizeTables, Structure } from '../lib/prize-tables';

/** A result as a read-only table per station, in the structure's prize order. */
export const ResultTables = ({
  structure,
  tables,
  caption,
}: {
  structure: Structure;
  tables: PrizeTables;
  caption: string;
}) => {
  const { t } = useTranslation('lottery');
  return (
    <div className="lottery-result">
      {structure.map((s) => (
        <table key={s.station} className="grid__table lottery-result__table">
          <caption>
            {caption} · {t('result.station', { name: s.stationName, code: s.station })}
          </caption>
          <tbody>
            {s.prizes.map((p) => (
              <tr key={p.prize}>
                <th scope="row">{p.prize}</th>
                <td className="lottery-result__numbers">{(tables[s.station]?.[p.prize] ?? []).join('  ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
};
