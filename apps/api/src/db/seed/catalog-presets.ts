import type { CalculatorPresetChoices } from '../schema';
import { balconyDoor } from './calculators-data/balcony-door';
import { entranceDoor } from './calculators-data/entrance-door';
import { windows } from './calculators-data/windows';
import { names, type SeedProduct } from './catalog-model';

// The calculator each seeded window and door opens with its own choices (issue 20, docs/product.md §2 "From a
// product to its calculator"). The windows calculator knows four profiles and the catalogue sells more systems:
// a system the calculator has is chosen by name; any other PVC system takes the calculator's profile of the
// nearest mounting depth and chamber count, an aluminium system the calculator's aluminium one. Products no
// calculator describes (interior, sliding and folding doors, portals) keep their family's link.

export interface SeedPreset {
  calculatorTypeId: number;
  choices: CalculatorPresetChoices;
}

/** Catalogue system → the windows calculator's profile option (and material, for aluminium). */
const windowProfiles: Record<string, Record<string, string>> = {
  'Rehau Synego': { profile: 'rehau-synego-80' },
  // 70–73 mm, 5–6 chambers: nearest is the 76 mm, 6-chamber Streamline (Blitz 60 has 3 chambers).
  'Rehau Euro-Design 70': { profile: 'salamander-streamline-76' },
  'Salamander bluEvolution 73': { profile: 'salamander-streamline-76' },
  'Veka Softline 70': { profile: 'salamander-streamline-76' },
  'Aluplast Ideal 4000': { profile: 'salamander-streamline-76' },
  'Aluplast Smart-Slide': { profile: 'salamander-streamline-76' },
  // 82–86 mm, 6–7 chambers: nearest is the 80 mm, 7-chamber Synego.
  'Rehau Geneo': { profile: 'rehau-synego-80' },
  'Salamander bluEvolution 82': { profile: 'rehau-synego-80' },
  'Veka Softline 82': { profile: 'rehau-synego-80' },
  'Aluplast Ideal 8000': { profile: 'rehau-synego-80' },
  'Aluprof MB-70': { material: 'aluminium', profile: 'alutech-w62' },
  'Schüco AWS 75.SI+': { material: 'aluminium', profile: 'alutech-w62' },
  'Reynaers CS 77': { material: 'aluminium', profile: 'alutech-w62' },
  'Alutech C640': { material: 'aluminium', profile: 'alutech-w62' },
};

/** The drawing says how many sashes; each layout opens at a size its default sashes price at. */
const singleSash: CalculatorPresetChoices = { width: 700, height: 1400, options: { layout: 'one' } };
const windowLayouts: Record<string, CalculatorPresetChoices> = {
  'window-single': singleSash,
  'window-double': { width: 1300, height: 1400, options: { layout: 'two' } },
  'window-triple': { width: 2000, height: 1400, options: { layout: 'three' } },
  'window-sliding': { width: 1300, height: 1400, options: { layout: 'two' } },
};

/** What a product's own name says that its characteristics do not: a colour, a shape. */
const windowExtras: Record<string, Record<string, string>> = {
  'fereastra-antracit-7016': { 'colour-outside': 'anthracite' },
  'fereastra-stejar-auriu': { 'colour-outside': 'golden-oak', 'colour-inside': 'golden-oak' },
  'fereastra-nuc': { 'colour-outside': 'walnut', 'colour-inside': 'walnut' },
  'fereastra-arcuita-semicerc': { shape: 'arch' },
  'fereastra-arcuita-segment': { shape: 'arch' },
  'fereastra-arcuita-trapez': { shape: 'trapezoid' },
};

const specOf = (product: SeedProduct, name: readonly [string, string]): string | undefined =>
  product.specs.find(([specName]) => specName[0] === name[0])?.[1];

/** The catalogue's glazing text → the windows calculator's glazing option. */
function glazingOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const lowE = /low-e/i.test(text);
  if (text.startsWith('triplu')) return lowE && text.includes('argon') ? 'triple-low-e-argon' : 'triple';
  if (text.startsWith('dublu')) return lowE ? 'double-low-e' : 'double';
  return undefined;
}

function windowPreset(product: SeedProduct): SeedPreset {
  const drawing = product.image.replace(/^.*\/|\.svg$/g, '');
  const layout = windowLayouts[drawing] ?? singleSash;
  const profile = windowProfiles[specOf(product, names.profile) ?? ''] ?? {};
  const glazing = glazingOf(specOf(product, names.glazing));
  return {
    calculatorTypeId: windows.id,
    choices: {
      ...layout,
      options: {
        ...profile,
        ...(glazing ? { glazing } : {}),
        ...layout.options,
        ...windowExtras[product.slug],
      },
    },
  };
}

/** Doors the two door calculators describe, by product. */
const doorPresets: Record<string, SeedPreset> = {
  // PVC entrance doors are PVC doors: the balcony door's calculator has their profiles. A 70 mm, 5-chamber
  // system lies as near Blitz 60 as Synego 80; the tie goes to the lighter profile. Their 1000 mm leaf is wider
  // than the calculator's tilt-and-turn leaf (at most 900 mm), so they open at 900 mm.
  'usa-intrare-pvc-rehau-clasic': {
    calculatorTypeId: balconyDoor.id,
    choices: { width: 900, height: 2100, options: { profile: 'rehau-blitz-60' } },
  },
  'usa-intrare-pvc-salamander-panou': {
    calculatorTypeId: balconyDoor.id,
    choices: { width: 900, height: 2100, options: { profile: 'rehau-synego-80' } },
  },
  'usa-intrare-pvc-vitrata': {
    calculatorTypeId: balconyDoor.id,
    choices: { width: 900, height: 2100, options: { profile: 'rehau-blitz-60' } },
  },
  'usa-aluminiu-aluprof-mb86': aluminiumDoor(),
  'usa-aluminiu-schuco-ads90': aluminiumDoor(),
  'usa-aluminiu-panou-ascuns': aluminiumDoor(),
  'usa-metalica-standard': metalDoor('standard'),
  'usa-metalica-termo': metalDoor('thermo'),
  'usa-metalica-mdf': metalDoor('standard'),
};

function aluminiumDoor(): SeedPreset {
  return {
    calculatorTypeId: entranceDoor.id,
    choices: { width: 1100, height: 2200, options: { construction: 'aluminium' } },
  };
}

function metalDoor(construction: string): SeedPreset {
  return {
    calculatorTypeId: entranceDoor.id,
    choices: { width: 960, height: 2050, options: { construction } },
  };
}

/** The preset of a seeded product of `family` (a top-level category slug), or null for its family's link. */
export function seedPreset(family: string, product: SeedProduct): SeedPreset | null {
  if (family === 'ferestre') return windowPreset(product);
  return doorPresets[product.slug] ?? null;
}
