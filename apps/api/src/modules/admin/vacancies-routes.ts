import { adminContentDelete, adminVacancy, adminVacancyCreate, adminVacancyUpdate } from '@vitrina/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vacancies } from '../../db/schema';
import { contentRoutes } from './content-routes';
import { inBoth, missingTranslations } from './content-values';

/** /admin/api/vacancies: the open positions of GET /vacancies, in their position order. */
export const vacanciesRoutes = (database: Database) =>
  contentRoutes(
    database,
    {
      path: 'vacancies',
      entity: 'vacancy',
      one: 'a vacancy',
      many: 'vacancies',
      table: vacancies,
      id: vacancies.id,
      version: sql<number>`${vacancies.version}`,
      versionColumn: vacancies.version,
      positionColumn: vacancies.position,
      order: [asc(vacancies.position)],
      searchable: [vacancies.title, vacancies.city],
      record: adminVacancy,
      create: adminVacancyCreate,
      update: adminVacancyUpdate,
      toRecord: (row) => ({
        id: row.id,
        version: row.rowVersion,
        position: row.position,
        title: inBoth(row.title, ''),
        city: inBoth(row.city, ''),
        schedule: inBoth(row.schedule, ''),
        salary: inBoth(row.salary, ''),
        description: inBoth(row.description, ''),
        duties: inBoth(row.duties, []),
        requirements: inBoth(row.requirements, []),
      }),
      toValues: (input, texts) => {
        // An item left blank in the screen's list is no duty: dropped before the languages are compared.
        const listed = (list: { ro: string[]; ru: string[] } | undefined) =>
          list && { ro: list.ro.filter((item) => item !== ''), ru: list.ru.filter((item) => item !== '') };
        const duties = listed(input.duties);
        const requirements = listed(input.requirements);
        const errors = missingTranslations({ ...input, duties, requirements }, texts);
        if (Object.keys(errors).length > 0) return { errors };
        return {
          values: {
            position: input.position,
            title: input.title,
            city: input.city,
            schedule: input.schedule,
            salary: input.salary,
            description: input.description,
            duties,
            requirements,
          },
        };
      },
      tags: ['editorial'],
    },
    adminContentDelete,
  );
