import { ConfigurationDrawing } from '@vitrina/drawing';
import { isLocale } from '@vitrina/locale';
import { normalizeConfiguration } from '@vitrina/pricing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getCalculatorTypeVersion } from '@/lib/api';
import { decodeConfiguration } from '@/lib/configurator/configuration-query';
import { answer } from '../../../route-answers';

// GET /api/drawings/{type}/{version}?w=…&h=…&{options}&lang=ro: the shared drawing of a configured line as an
// SVG file, for the cart's lines and the profile's orders, which show it in an <img> without loading the
// definition into the page. A version never changes and the query is the whole configuration, so the answer is
// kept a year by the browser.

const digits = /^\d{1,9}$/;

export async function GET(
  request: Request,
  { params }: { params: Promise<{ type: string; version: string }> },
) {
  const { type, version } = await params;
  const query = new URL(request.url).searchParams;
  const lang = query.get('lang');
  if (!digits.test(type) || !digits.test(version) || !isLocale(lang))
    return answer({ detail: 'Not found.' }, 404);
  const calculator = await getCalculatorTypeVersion(lang, Number(type), Number(version)).catch(() => null);
  if (calculator === null) return answer({ detail: 'Not found.' }, 404);
  const { definition } = calculator;
  const { input } = decodeConfiguration(definition, query);
  const { configuration } = normalizeConfiguration(definition, input, { sizes: 'clamp' });
  const svg = renderToStaticMarkup(
    createElement(ConfigurationDrawing, { definition, configuration, locale: lang }),
  );
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own runs no script and loads nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
