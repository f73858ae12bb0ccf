import type { Characteristic } from '@/lib/api';
import styles from './CharacteristicsTable.module.css';

interface CharacteristicsTableProps {
  caption: string;
  nameHeader: string;
  valueHeader: string;
  items: Characteristic[];
}

/** A product's characteristics as a two-column table: the name is each row's header. */
export function CharacteristicsTable({ caption, nameHeader, valueHeader, items }: CharacteristicsTableProps) {
  if (items.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.name}:${item.value}`}>
            <th scope="row">{item.name}</th>
            <td>{item.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
