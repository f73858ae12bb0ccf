import type { Locale } from '@vitrina/locale';
import { drawing } from '@vitrina/locale/messages/drawing';

// Only the drawing's own messages: the drawing also runs inside the client configurator, where loading every
// feature's texts (getMessages) would weigh on the page's JavaScript.

export type DrawingTexts = (typeof drawing)[Locale];

export function drawingTexts(locale: Locale): DrawingTexts {
  return drawing[locale];
}
