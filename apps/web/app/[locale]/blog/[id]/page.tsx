import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/app/_shell/Breadcrumbs';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/editorial/Article.module.css';
import { ArticleGrid } from '@/components/editorial/ArticleGrid';
import { formatDate } from '@/components/editorial/dates';
import { openGraphOf } from '@/components/editorial/list-metadata';
import { Picture } from '@/components/editorial/Picture';
import { RichText } from '@/components/editorial/RichText';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { type Article, getArticle } from '@/lib/api';

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
    <section className="section">
      <div className="container">
        <Breadcrumbs
          label={messages.shell.breadcrumbs}
          crumbs={[
            { title: messages.common.nav.home, href: localizedPath(locale, 'home') },
            { title: messages.shell.pages.blog, href: blog },
            { title: article.title },
          ]}
        />
        <article className={styles.article} data-article-id={article.id}>
          <h1>{article.title}</h1>
          <p className={styles.meta}>
            <span className={styles.tag}>{article.tab.title}</span>
            <span>
              {texts.published}:{' '}
              <time dateTime={article.published}>{formatDate(locale, article.published)}</time>
            </span>
          </p>
          <figure className={styles.figure}>
            <Picture image={article.image} alt={article.image.alt || article.title} priority />
          </figure>
          <p className={styles.lead}>{article.excerpt}</p>
          <RichText blocks={article.body} className={styles.body} />
          <Link className={styles.back} href={blog}>
            <ArrowLeftIcon size={18} />
            {texts.back}
          </Link>
        </article>
        {article.related.length > 0 ? (
          <section className={styles.related} aria-labelledby="related-heading">
            <h2 id="related-heading">{texts.related}</h2>
            <ArticleGrid locale={locale} articles={article.related} headingLevel={3} />
          </section>
        ) : null}
      </div>
    </section>
  );
}
