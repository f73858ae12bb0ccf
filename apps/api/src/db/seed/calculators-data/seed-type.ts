import type { CalculatorDefinitionInput, CalculatorFamily, LocalizedText } from '@vitrina/pricing';

/** One calculator type as the seeder stores it: its catalogue entry, texts and first definition version. */
export interface CalculatorSeed {
  id: number;
  slug: string;
  family: CalculatorFamily;
  category: { slug: string; title: LocalizedText };
  subcategory: string | null;
  title: LocalizedText;
  /** `file` is a path under the API's /static/. */
  image: { file: string; alt: LocalizedText };
  /** `text` is HTML (<p>, <ul><li>, <strong>); the API sanitizes it. */
  description: { title: LocalizedText; text: LocalizedText };
  descriptionItems: LocalizedText[];
  documents: { name: LocalizedText; link: string }[];
  seo: { title: LocalizedText; description: LocalizedText; heading: LocalizedText; text: LocalizedText };
  definition: CalculatorDefinitionInput;
}
