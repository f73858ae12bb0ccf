import { createRequire } from 'node:module';

// docs/adr/0039: one font for every picture and document the server makes, DejaVu Sans from the npm package
// dejavu-fonts-ttf (Bitstream Vera licence: free to embed and redistribute). It has the Romanian letters with
// comma below (ș ț) and breve (ă), and Cyrillic, which the PDF core fonts lack.

const require = createRequire(import.meta.url);

export const FONT_FAMILY = 'DejaVu Sans';
export const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
