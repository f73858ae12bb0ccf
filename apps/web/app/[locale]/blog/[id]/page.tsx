import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/app/_shell/PageFrame';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/Article.module.css';
import { ArticleBody } from '@/components/editorial/ArticleBody';
import { ArticleGrid } from '@/components/editorial/ArticleGrid';
import { openGraphOf } from '@/components/editorial/list-metadata';
import { type Article, getArticle } from '@/lib/api';
import { formatDate } from '@/lib/dates';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

interface ArticleProps {
  params: Promise<{ locale: string; id: string }>;
}

/** The article of the address, or the 404 page: an id the API does not know is no page of ours. */
async function articleOf(props: ArticleProps): Promise<{ locale: Locale; article: Article }> {
  const locale = await routeLocale(props.params);
  const { id } = await props.params;
  const article = await getArticle(locale, id);
  if (article === null) notFound();
  return { locale, article };
}

export async function generateMetadata(props: ArticleProps): Promise<Metadata> {
  const { locale, article } = await articleOf(props);
  const title = brandedTitle(locale, article.title);
  return {
    ...metadataFor({
      locale,
      pathname: localizedPath(locale, 'blog', [String(article.id)]),
      title,
      description: article.excerpt,
    }),
    openGraph: openGraphOf('article', title, article.excerpt, { ...article.image, alt: article.title }),
  };
}

export default async function ArticlePage(props: ArticleProps) {
  const { locale, article } = await articleOf(props);
  const messages = getMessages(locale);
  const texts = messages.editorial.blog;
  const blog = localizedPath(locale, 'blog');

  return (
    <PageFrame
      locale={locale}
      title={article.title}
      trail={[{ title: messages.shell.pages.blog, href: blog }]}
    >
      <article className={styles.article} data-article-id={article.id}>
        <h1>{article.title}</h1>
        <p className={styles.meta}>
          <span className={styles.tag}>{article.tab.title}</span>
          <span>
            {texts.published}:{' '}
            <time dateTime={article.published}>{formatDate(locale, article.published)}</time>
          </span>
        </p>
        <ArticleBody
          title={article.title}
          image={article.image}
          lead={article.excerpt}
          body={article.body}
          back={{ href: blog, label: texts.back }}
        />
      </article>
      {article.related.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">{texts.related}</h2>
          <ArticleGrid locale={locale} articles={article.related} headingLevel={3} />
        </section>
      ) : null}
    </PageFrame>
  );
}
