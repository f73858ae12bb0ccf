import { ArrowLeftIcon } from '@/components/ui/icons';
import type { SizedImage, TextBlock } from '@/lib/api';
import styles from './Article.module.css';
import { Picture } from './Picture';
import { RichText } from './RichText';

interface ArticleBodyProps {
  /** The article's title: the picture's alt text when the image has none of its own. */
  title: string;
  image: SizedImage;
  lead: string;
  body: readonly TextBlock[];
  /** The list the article belongs to (blog, promotions) and the link's text back to it. */
  back: { href: string; label: string };
}

/** What follows an article's heading on a blog post and a promotion: picture, lead, text, link back. */
export function ArticleBody({ title, image, lead, body, back }: ArticleBodyProps) {
  return (
    <>
      <figure className={styles.figure}>
        <Picture image={image} alt={image.alt || title} priority />
      </figure>
      <p className={styles.lead}>{lead}</p>
      <RichText blocks={body} className={styles.body} />
      <a data-routed="" className={styles.back} href={back.href}>
        <ArrowLeftIcon size={18} />
        {back.label}
      </a>
    </>
  );
}
