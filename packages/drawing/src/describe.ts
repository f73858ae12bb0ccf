import type { Locale } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { countText } from '@vitrina/locale/plural';
import type { CalculatorDefinition, Configuration, OpeningType } from '@vitrina/pricing';
import { additionalOn, chosenOption, itemFinish, sashOpenings, shapeOf, transomOf } from './choices';
import { type DrawingTexts, drawingTexts } from './drawing-texts';
import { sectionalPanelCount, swingLeafCount, swingsOutward } from './gate-layout';
import { bladeKind } from './kinds/blind-kind';
import { handleSide, symbolKind } from './opening-symbol';

type Texts = DrawingTexts;

/** What every describer reads. */
interface Subject {
  texts: Texts;
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
}

// The text alternative of the drawing: what it shows, in the words a seller would use. Option names come
// from the calculator definition; the connecting words from the drawing's messages.

function size({ texts, configuration }: Subject): string {
  return format(texts.size, { width: configuration.width, height: configuration.height });
}

/** Sizes that are not width × height (an awning's projection, a sill's depth), with their own labels. */
function namedSizes({ texts, definition, configuration, locale }: Subject): string {
  const width = format(texts.namedSize, {
    label: definition.sizes.width.label[locale],
    value: configuration.width,
  });
  const height = format(texts.namedSize, {
    label: definition.sizes.height.label[locale],
    value: configuration.height,
  });
  return `${width}, ${height}`;
}

function openingText(texts: Texts, type: OpeningType): string {
  const name = texts.opening[symbolKind(type)];
  const side = handleSide(type);
  return side === null ? name : `${name} (${texts.handle[side]})`;
}

/** 'cu 2 canate: stânga oscilobatant (mâner în dreapta), dreapta fix'. */
function sashesText({ texts, locale }: Subject, openings: readonly OpeningType[]): string {
  const count = countText(locale, openings.length, texts.sashes);
  if (openings.length === 1) return `${count} ${openingText(texts, openings[0] as OpeningType)}`;
  const positions =
    openings.length === 2
      ? [texts.position.left, texts.position.right]
      : [texts.position.left, texts.position.middle, texts.position.right];
  const list = openings.map((type, index) => `${positions[index]} ${openingText(texts, type)}`);
  return `${count}: ${list.join(', ')}`;
}

/** The colour the drawing shows: 'culoare interior …' for windows and doors with an inside colour. */
function colourText(subject: Subject): string | null {
  const { texts, definition, configuration, locale } = subject;
  const inside = chosenOption(definition, configuration, 'colour-inside');
  if (inside !== null) return format(texts.colourInside, { colour: inside.label[locale] });
  const colour = chosenOption(definition, configuration, 'colour');
  return colour === null ? null : format(texts.colour, { colour: colour.label[locale] });
}

/** 'design panou: Nervuri orizontale': the panel feature's own name, as a clause inside the sentence. */
function panelText({ definition, configuration, locale }: Subject): string | null {
  const feature = definition.features.find((candidate) => candidate.role === 'panel');
  const panel = chosenOption(definition, configuration, 'panel');
  if (feature === undefined || panel === null) return null;
  return `${lowerFirst(feature.label[locale], locale)}: ${panel.label[locale]}`;
}

/** Lower-cases a leading capital of an ordinary word, leaving acronyms ('PVC …') alone. */
function lowerFirst(text: string, locale: Locale): string {
  const [first = '', second = ''] = text;
  return second !== '' && second === second.toLocaleLowerCase(locale)
    ? first.toLocaleLowerCase(locale) + text.slice(1)
    : text;
}

/** Clauses joined by semicolons, the view last, one full stop. */
function sentence(clauses: readonly (string | null | false)[]): string {
  return `${clauses.filter((clause): clause is string => typeof clause === 'string' && clause !== '').join('; ')}.`;
}

function describeWindow(subject: Subject): string {
  const { texts, definition, configuration } = subject;
  const transom = transomOf(definition, configuration);
  const head = [
    `${texts.item.window[shapeOf(definition, configuration)]} ${size(subject)}`,
    transom === 'none' ? null : texts.transom[transom],
    sashesText(subject, sashOpenings(definition, configuration)),
  ]
    .filter((part) => part !== null)
    .join(', ');
  return sentence([head, colourText(subject), texts.view.inside]);
}

function describeDoor(subject: Subject): string {
  const { texts, definition, configuration } = subject;
  const item = definition.family === 'balcony-doors' ? texts.item.balconyDoor : texts.item.door;
  const head = `${item} ${size(subject)}, ${sashesText(subject, sashOpenings(definition, configuration))}`;
  return sentence([head, colourText(subject), panelText(subject), texts.view.inside]);
}

function describeSectionalGate(subject: Subject): string {
  const { texts, definition, configuration, locale } = subject;
  const panels = countText(locale, sectionalPanelCount(configuration.height), texts.panels);
  return sentence([
    `${texts.item.sectionalGate} ${size(subject)}, ${panels}`,
    panelText(subject),
    colourText(subject),
    additionalOn(definition, configuration, 'window') && texts.panelWindows,
    additionalOn(definition, configuration, 'wicket') && texts.wicket,
    texts.view.outside,
  ]);
}

function describeSlidingGate(subject: Subject): string {
  const { texts, definition, configuration } = subject;
  const direction = chosenOption(definition, configuration, 'direction')?.drawing.direction ?? 'left';
  return sentence([
    `${texts.item.slidingGate} ${size(subject)}, ${texts.opensTo[direction]}`,
    panelText(subject),
    colourText(subject),
    texts.view.inside,
  ]);
}

function describeSwingGate(subject: Subject): string {
  const { texts, definition, configuration, locale } = subject;
  const leaves = countText(locale, swingLeafCount(definition, configuration), texts.sashes);
  return sentence([
    `${texts.item.swingGate} ${size(subject)}, ${leaves}`,
    swingsOutward(definition, configuration) ? texts.swings.outward : texts.swings.inward,
    panelText(subject),
    colourText(subject),
    texts.view.inside,
  ]);
}

function describeAwning(subject: Subject): string {
  const { texts, definition, configuration, locale } = subject;
  const fabric = chosenOption(definition, configuration, 'fabric');
  const frame = chosenOption(definition, configuration, 'colour');
  return sentence([
    `${texts.item.awning}: ${namedSizes(subject)}`,
    fabric && format(texts.fabric, { fabric: fabric.label[locale] }),
    frame && format(texts.frameColour, { colour: frame.label[locale] }),
    texts.view.frontAndSide,
  ]);
}

function describeBlind(subject: Subject): string {
  const { texts, definition, configuration, locale } = subject;
  const slats = bladeKind(definition, configuration) === 'slats';
  const fabric = chosenOption(definition, configuration, 'fabric');
  return sentence([
    `${slats ? texts.item.blindSlats : texts.item.blindFabric} ${size(subject)}`,
    fabric && format(texts.fabric, { fabric: fabric.label[locale] }),
    colourText(subject),
    texts.view.inside,
  ]);
}

function describeRollerShutter(subject: Subject): string {
  const { texts } = subject;
  return sentence([
    `${texts.item.rollerShutter} ${size(subject)}, ${texts.rollerShutterParts}`,
    colourText(subject),
    texts.view.outside,
  ]);
}

function describeWindowSill(subject: Subject): string {
  const { texts, definition, configuration, locale } = subject;
  // A sill's look is its material (white PVC, oak foil, stone) unless a colour feature exists.
  const look = colourText(subject) ?? itemFinish(definition, configuration).option?.label[locale] ?? null;
  return sentence([`${texts.item.windowSill}: ${namedSizes(subject)}`, look, texts.view.topAndSection]);
}

const describers: Record<CalculatorDefinition['drawing'], (subject: Subject) => string> = {
  window: describeWindow,
  door: describeDoor,
  'sectional-gate': describeSectionalGate,
  'sliding-gate': describeSlidingGate,
  'swing-gate': describeSwingGate,
  awning: describeAwning,
  blind: describeBlind,
  'roller-shutter': describeRollerShutter,
  'window-sill': describeWindowSill,
};

/** What the drawing shows, as one or two sentences in the locale: the drawing's <desc>. */
export function describeConfiguration(
  definition: CalculatorDefinition,
  configuration: Configuration,
  locale: Locale,
): string {
  const texts = drawingTexts(locale);
  return describers[definition.drawing]({ texts, definition, configuration, locale });
}
