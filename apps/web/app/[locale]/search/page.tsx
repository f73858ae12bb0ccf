import { SEARCH_MAX_LENGTH } from '@vitrina/contract';
import { countText, format, getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_shell/PageFrame';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { type LocaleParams, routeLocale } from '@/app/_shell/route-locale';
import { pageQuery, type SearchParams } from '@/components/editorial/list-query';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchResultCard } from '@/components/search/SearchResultCard';
import styles from '@/components/search/SearchResults.module.css';
import { searchHref, searchQuery } from '@/components/search/search-query';
import { Pagination } from '@/components/ui/Pagination';
import { getSearchPage, type SearchPage } from '@/lib/api';

// Every query is its own page, asked once: rendered per request, never kept (docs/adr/0037).
export const dynamic = 'force-dynamic';

interface SearchPageProps extends LocaleParams {
  searchParams: Promise<SearchParams>;
}

// /search?search={text}&page={n} (ru: /ru/search?...): the URL is the state (docs/architecture.md §5), rendered on the
// server. An empty or too long query asks for another one instead of asking the API (which would refuse it).

interface SearchState {
  locale: Locale;
  query: string;
  page: number;
  /** Why the query is not asked for, or null. */
  problem: 'empty' | 'tooLong' | null;
  /** The API's page of results; null when the query was not asked, or the API could not answer. */
  results: SearchPage | null;
}

// The metadata asks the same questions as the page, so a page past the last is a 404 that carries only the
// not-found page's robots meta, not the search page's as well.
async function searchState(props: SearchPageProps): Promise<SearchState> {
  const locale = await routeLocale(props.params);
  const params = await props.searchParams;
  const page = pageQuery(params);
  if (page === null) notFound();
  const query = searchQuery(params.search);
  if (query === '') return { locale, query, page, problem: 'empty', results: null };
  if (query.length > SEARCH_MAX_LENGTH) return { locale, query, page, problem: 'tooLong', results: null };
  const results = await getSearchPage(locale, query, page);
  // A page past the last one names nothing; an empty first page is "nothing found".
  if (results === null && page > 1) notFound();
  return { locale, query, page, problem: null, results };
}

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { locale, query, problem } = await searchState(props);
  const texts = getMessages(locale).search;
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'search'),
    title: brandedTitle(locale, problem === null ? format(texts.metaTitle, { query }) : texts.heading),
    kind: 'search',
  });
}

export default async function SearchResultsPage(props: SearchPageProps) {
  const { locale, query, page, problem, results } = await searchState(props);
  const messages = getMessages(locale);
  const texts = messages.search;

  return (
    <PageFrame locale={locale} title={texts.heading}>
      <h1>{texts.heading}</h1>
      <div className={styles.box}>
        <SearchBox key={query} locale={locale} maxLength={SEARCH_MAX_LENGTH} initialQuery={query} />
      </div>
      {problem === 'empty' ? <p className="lead">{texts.emptyQuery}</p> : null}
      {problem === 'tooLong' ? (
        <p className="lead">{format(texts.tooLong, { max: SEARCH_MAX_LENGTH })}</p>
      ) : null}
      {problem === null && results !== null && results.total_count > 0 ? (
        <>
          <p className={styles.count} data-testid="search-count">
            {format(countText(locale, results.total_count, texts.count), { query })}
          </p>
          <ul className={styles.list}>
            {results.results.map((result) => (
              <li key={`${result.kind}-${result.id}`}>
                <SearchResultCard locale={locale} result={result} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={results.pages}
            label={texts.pages}
            locale={locale}
            hrefFor={(target) => searchHref(locale, query, target)}
          />
        </>
      ) : null}
      {problem === null && (results === null || results.total_count === 0) ? (
        <div className={styles.empty}>
          <p className="lead">{format(texts.nothingFound, { query })}</p>
          <p>{texts.nothingFoundHint}</p>
          <p className={styles.emptyLinks}>
            <a data-routed="" className="btn btn--primary" href={localizedPath(locale, 'calculators')}>
              {messages.shell.pages.calculators}
            </a>
            <a data-routed="" className="btn btn--outline" href={localizedPath(locale, 'home')}>
              {messages.shell.errors.toHome}
            </a>
          </p>
        </div>
      ) : null}
    </PageFrame>
  );
}
