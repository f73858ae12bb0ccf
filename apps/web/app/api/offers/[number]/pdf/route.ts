import { getMessages } from '@vitrina/locale';
import { fetchOfferPdf } from '@/lib/api';
import { namedLocale } from '../../../calculator/forward';
import { answer, unlessDown } from '../../../route-answers';

// GET /api/offers/{number}/pdf?lang=ru → GET /calculator/offers/{number}/pdf/: the PDF streamed on, as an
// attachment. A download is a navigation, which sends the browser's Accept-Language, not the page's: the page
// names its language in `lang`.

export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  const locale = namedLocale(request);
  return unlessDown(getMessages(locale).configurator.requests.apiDown, async () => {
    const response = await fetchOfferPdf(locale, number);
    if (!response.ok) return answer(await response.json().catch(() => ({})), response.status);
    const headers = new Headers({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
    });
    const disposition = response.headers.get('content-disposition');
    if (disposition) headers.set('content-disposition', disposition);
    return new Response(response.body, { status: 200, headers });
  });
}
