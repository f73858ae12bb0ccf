import { calculatorDefinition, checkDefinition } from '@vitrina/pricing';
import * as schema from '../schema';
import { type CalculatorSeed, calculatorCategorySeo, calculatorSeeds } from './calculators-data';
import { hasRows, type Seeder, type Tx } from './seeder';

/** The calculator types with their first definition version, and the SEO texts of the calculator pages. */
export const calculatorsSeeder: Seeder = {
  name: 'calculators',
  isSeeded: hasRows(schema.calculatorTypes),
  run: seedCalculators,
};

/**
 * The definition as stored: parsed (every default written out, so a later change of the schema's defaults
 * cannot change an old version's prices) and checked. A definition the engine finds unsound is never seeded:
 * starting would fail loudly rather than a visitor's quote later.
 */
export function storedDefinition(seed: CalculatorSeed) {
  const definition = calculatorDefinition.parse(seed.definition);
  const problems = checkDefinition(definition);
  if (problems.length > 0)
    throw new Error(`calculator '${seed.slug}' has an unsound definition: ${problems.join('; ')}`);
  return definition;
}

async function seedCalculators(tx: Tx) {
  for (const [position, seed] of calculatorSeeds.entries()) {
    const definition = storedDefinition(seed);
    await tx.insert(schema.calculatorTypes).values({
      id: seed.id,
      slug: seed.slug,
      family: seed.family,
      position,
      categorySlug: seed.category.slug,
      categoryTitle: seed.category.title,
      subcategory: seed.subcategory,
      title: seed.title,
      imageFile: seed.image.file,
      imageAlt: seed.image.alt,
      descriptionTitle: seed.description.title,
      descriptionText: seed.description.text,
      descriptionItems: seed.descriptionItems,
      documents: seed.documents,
      seoTitle: seed.seo.title,
      seoDescription: seed.seo.description,
      seoHeading: seed.seo.heading,
      seoText: seed.seo.text,
      currentVersion: definition.version,
    });
    await tx
      .insert(schema.calculatorDefinitions)
      .values({ calculatorTypeId: seed.id, version: definition.version, definition });
  }
  await tx
    .insert(schema.calculatorCategorySeo)
    .values(Object.entries(calculatorCategorySeo).map(([key, seo]) => ({ key, ...seo })));
}
