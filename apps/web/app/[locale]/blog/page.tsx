import { getMessages } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/app/_shell/PageIntro';
import { brandedTitle } from '@/app/_shell/page-metadata';
import { routeLocale, routeQuery, type StateParams } from '@/app/_shell/route-locale';
import { ArticleGrid } from '@/components/editorial/ArticleGrid';
import { BlogTabs } from '@/components/editorial/BlogTabs';
import styles from '@/components/editorial/EditorialCard.module.css';
import { listMetadata } from '@/components/editorial/list-metadata';
import { blogHref, blogQuery, GENERAL_TAB } from '@/components/editorial/list-query';
import { Pagination } from '@/components/ui/Pagination';
import { getArticles, getArticleTabs, getSeoContent } from '@/lib/api';

type BlogProps = StateParams;

// /blog?tab={id}&page={n}: the URL is the list's state (docs/architecture.md §5). A value that is no tab or page of ours
// is a 404, so every list page has exactly one address. The metadata asks the same questions as the page, so a
// 404 carries only the not-found page's robots meta, not the list's as well.

async function blogState(props: BlogProps) {
  const locale = await routeLocale(props.params);
  const query = blogQuery(await routeQuery(props.params));
  if (query === null) notFound();
  const texts = getMessages(locale).editorial.blog;
  const [seo, apiTabs, articles] = await Promise.all([
    getSeoContent(locale, 'articles'),
    getArticleTabs(locale),
    getArticles(locale, query.tab, query.page),
  ]);
  // docs/product.md §3: the 'general' tab (all articles, id 0) comes first; the API knows only its own tabs.
  const tabs = [{ id: GENERAL_TAB, title: texts.generalTab }, ...apiTabs];
  // Unknown tab, or a page past the last one. With no tabs at all the API failed: show what it answers.
  if (articles === null || (apiTabs.length > 0 && !tabs.some((tab) => tab.id === query.tab))) notFound();
  return { locale, query, texts, seo, tabs, articles };
}

export async function generateMetadata(props: BlogProps): Promise<Metadata> {
  const { locale, query, seo } = await blogState(props);
  return listMetadata({
    locale,
    title: seo.title || brandedTitle(locale, seo.heading || getMessages(locale).shell.pages.blog),
    description: seo.description,
    hrefIn: (target) => blogHref(target, query),
  });
}

export default async function BlogPage(props: BlogProps) {
  const { locale, query, texts, seo, tabs, articles } = await blogState(props);

  return (
    <PageIntro locale={locale} heading={seo.heading || getMessages(locale).shell.pages.blog} text={seo.text}>
      <BlogTabs
        tabs={tabs}
        active={query.tab}
        label={texts.tabs}
        hrefFor={(tab) => blogHref(locale, { tab, page: 1 })}
      />
      {articles.results.length > 0 ? (
        <ArticleGrid locale={locale} articles={articles.results} />
      ) : (
        <p className={styles.empty}>{texts.empty}</p>
      )}
      <Pagination
        page={query.page}
        pages={articles.pages}
        label={texts.pages}
        locale={locale}
        hrefFor={(page) => blogHref(locale, { tab: query.tab, page })}
      />
    </PageIntro>
  );
}
