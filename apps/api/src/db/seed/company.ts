import { blocksOf, translatedBlocks } from '../../modules/content/plain-text';
import * as schema from '../schema';
import {
  aboutFacts,
  achievements,
  equipment,
  faqs,
  howToOrderSteps,
  partners,
  reviews,
} from './company-about-data';
import { branches, branchHours, dealers } from './company-branches-data';
import { aboutPage, colorPages, dynamicPages, footerPages, type SeedContentPage } from './company-pages-data';
import { policies, policyUpdatedOn } from './company-policy-data';
import { hasRows, type Seeder, type Tx } from './seeder';

/** Branches, dealers, the about page's parts, content pages at /{slug} and the privacy policy. */
export const companySeeder: Seeder = {
  name: 'company',
  isSeeded: hasRows(schema.branches),
  run: seedCompany,
};

const imageOf = (file: string | undefined) => file ?? null;

async function seedCompany(tx: Tx) {
  await tx.insert(schema.branches).values(
    [...branches, ...dealers].map(({ image, ...branch }, position) => ({
      ...branch,
      position,
      hoursFrom: branchHours.from,
      hoursTo: branchHours.to,
      days: branchHours.days,
      imageFile: imageOf(image),
    })),
  );
  await tx
    .insert(schema.partners)
    .values(partners.map(({ image, ...partner }, position) => ({ ...partner, position, imageFile: image })));
  await tx
    .insert(schema.achievements)
    .values(
      achievements.map(({ image, ...item }, position) => ({ ...item, position, imageFile: imageOf(image) })),
    );
  await tx
    .insert(schema.equipment)
    .values(
      equipment.map(({ image, ...item }, position) => ({ ...item, position, imageFile: imageOf(image) })),
    );
  await tx.insert(schema.faqs).values(faqs.map((faq, position) => ({ ...faq, position })));
  await tx.insert(schema.reviews).values(
    reviews.map(({ halves, date, ...review }, position) => ({
      ...review,
      position,
      ratingHalves: halves,
      reviewedOn: date,
    })),
  );
  await tx.insert(schema.howToOrderSteps).values(
    howToOrderSteps.map(({ image, ...step }, position) => ({
      ...step,
      position,
      imageFile: imageOf(image),
    })),
  );
  await tx.insert(schema.aboutFacts).values(aboutFacts.map((fact, position) => ({ ...fact, position })));
  for (const page of [aboutPage, ...footerPages, ...dynamicPages, ...colorPages]) await insertPage(tx, page);
  await tx.insert(schema.policyPages).values(
    policies.map((policy, position) => ({
      ...policy,
      sections: policy.sections.map((section) => ({ title: section.title, body: blocksOf(section.body) })),
      position,
      updatedOn: policyUpdatedOn,
    })),
  );
}

async function insertPage(tx: Tx, { sections, swatches, ...page }: SeedContentPage) {
  const [inserted] = await tx
    .insert(schema.contentPages)
    .values(page)
    .returning({ id: schema.contentPages.id });
  if (!inserted) throw new Error('content page was not inserted');
  if (sections.length > 0)
    await tx.insert(schema.contentPageSections).values(
      sections.map((section, position) => ({
        title: section.title,
        body: translatedBlocks(section.body),
        pageId: inserted.id,
        position,
      })),
    );
  if (swatches?.length)
    await tx.insert(schema.colorSwatches).values(
      swatches.map(({ grainHex, ...swatch }, position) => ({
        ...swatch,
        grainHex: grainHex ?? null,
        pageId: inserted.id,
        position,
      })),
    );
}
