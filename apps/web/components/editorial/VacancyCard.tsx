import { getMessages, type Locale } from '@vitrina/locale';
import { Accordion } from '@/components/ui/Accordion';
import type { Vacancy } from '@/lib/api';
import styles from './Vacancies.module.css';
import { ApplyButton } from './VacancyApply';

/** A vacancy: title, city, schedule and salary at a glance; duties and requirements behind accordions. */
export function VacancyCard({ locale, vacancy }: { locale: Locale; vacancy: Vacancy }) {
  const texts = getMessages(locale).editorial.vacancies;
  return (
    <article className={`card ${styles.vacancy}`} data-vacancy-id={vacancy.id}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{vacancy.title}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.city}</dt>
              <dd>{vacancy.city}</dd>
            </div>
            <div>
              <dt>{texts.schedule}</dt>
              <dd>{vacancy.schedule}</dd>
            </div>
            <div>
              <dt>{texts.salary}</dt>
              <dd>{vacancy.salary}</dd>
            </div>
          </dl>
        </div>
        <ApplyButton id={vacancy.id} title={vacancy.title} label={texts.apply} />
      </div>
      <p className={styles.description}>{vacancy.description}</p>
      <div className={styles.details}>
        <Accordion title={texts.duties}>
          <ul>
            {vacancy.duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
        </Accordion>
        <Accordion title={texts.requirements}>
          <ul>
            {vacancy.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </Accordion>
      </div>
    </article>
  );
}
