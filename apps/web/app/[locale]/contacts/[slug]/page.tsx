import { mediaSrcSet } from '@vitrina/contract';
import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ContentPageView } from '@/app/_content/ContentPageView';
import { brandedTitle, metadataFor } from '@/app/_shell/page-metadata';
import { routeLocale } from '@/app/_shell/route-locale';
import styles from '@/components/company/Branch.module.css';
import { BranchCard } from '@/components/company/BranchCard';
import { BranchContacts } from '@/components/company/BranchContacts';
import { branchJsonLd } from '@/components/company/branch-json-ld';
import { openStreetMapUrl } from '@/components/company/map-link';
import { type Branch, getBranch, getBranches } from '@/lib/api';
import { config } from '@/lib/config';
import { JsonLd } from '@/lib/json-ld';

export { generateStaticParams } from '@/app/_shell/on-first-visit';

interface BranchParams {
  params: Promise<{ locale: string; slug: string }>;
}

async function branchOf(params: BranchParams['params']): Promise<{ locale: Locale; branch: Branch }> {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const branch = await getBranch(locale, slug);
  if (branch === null) notFound();
  // '/contacte/3' (the API also answers ids) has one address: the slug's.
  if (branch.slug !== slug) permanentRedirect(localizedPath(locale, 'contacts', [branch.slug]));
  return { locale, branch };
}

export async function generateMetadata({ params }: BranchParams): Promise<Metadata> {
  const { locale, branch } = await branchOf(params);
  return metadataFor({
    locale,
    pathname: localizedPath(locale, 'contacts', [branch.slug]),
    title: brandedTitle(locale, branch.title),
    description: `${branch.address}. ${branch.working_hours.from}–${branch.working_hours.to}, ${branch.working_hours.days}.`,
  });
}

/** One branch: picture, description, contacts, a map link (no map script); then the other branches. */
export default async function BranchPage({ params }: BranchParams) {
  const { locale, branch } = await branchOf(params);
  const messages = getMessages(locale);
  const text = messages.company;
  const others = (await getBranches(locale)).filter(
    (other) => other.id !== branch.id && (other.kind === 'dealer') === (branch.kind === 'dealer'),
  );
  const url = config.publicOrigin + localizedPath(locale, 'contacts', [branch.slug]);
  return (
    <>
      <JsonLd data={branchJsonLd(branch, url, messages.common.siteName)} />
      <ContentPageView
        locale={locale}
        title={branch.title}
        intro=""
        sections={[]}
        trail={[{ title: messages.shell.pages.contacts, href: localizedPath(locale, 'contacts') }]}
      >
        <div className={styles.detail}>
          <div>
            <p className={styles.kind}>{text.kinds[branch.kind]}</p>
            {branch.image ? (
              <figure className={styles.figure}>
                {/* biome-ignore lint/performance/noImgElement: our own SVGs of known size */}
                <img
                  src={branch.image.file}
                  srcSet={mediaSrcSet(branch.image.file)}
                  sizes="320px"
                  alt={branch.image.alt}
                  width={320}
                  height={200}
                />
              </figure>
            ) : null}
            {branch.description.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section className="card" aria-labelledby="branch-contacts">
            <div className="card__body">
              <h2 id="branch-contacts">{branch.city}</h2>
              <BranchContacts locale={locale} branch={branch} />
              <p className={styles.mapLink}>
                <a
                  className="btn btn--outline"
                  href={openStreetMapUrl(branch.map)}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={text.branch.mapHint}
                >
                  {text.branch.map}
                </a>
              </p>
            </div>
          </section>
        </div>
      </ContentPageView>
      {others.length > 0 ? (
        <section className="section section--alt" aria-labelledby="other-branches">
          <div className="container">
            <h2 id="other-branches">{text.branch.otherBranches}</h2>
            <ul className={`grid ${styles.list}`}>
              {others.map((other) => (
                <li key={other.id}>
                  <BranchCard locale={locale} branch={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
