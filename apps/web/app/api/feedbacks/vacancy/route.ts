import { CV_MAX_BYTES } from '@vitrina/forms';
import { postVacancyApplication } from '@/lib/api/feedbacks';
import { requestLocale } from '../../calculator/forward';
import { answer, refusedWrite } from '../../route-answers';
import { feedbackTexts, reachApi } from '../feedback-route';

// POST /api/feedbacks/vacancy?vacancy={id} (multipart: name, phone, email, file) → POST
// /feedbacks/vacancy/?vacancy={id}. The body is streamed on as it arrives, never held here; the API checks the
// fields and the CV's content (201 {id}, 400 field errors, 413, 429). A body that cannot hold a CV of at most
// 15 MB is refused with 413 here before it is read (by its Content-Length), or as soon as it has grown past
// that (a body sent without one).

// The CV plus what surrounds it: three short fields and the multipart framing.
const maxBodyBytes = CV_MAX_BYTES + 64 * 1024;

/** `body` as it arrives, failing once more than `max` bytes came; `over()` says whether that happened. */
function bounded(body: ReadableStream<Uint8Array>, max: number) {
  let seen = 0;
  let over = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) {
          over = true;
          controller.error(new Error('request body too large'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, over: () => over };
}

export async function POST(request: Request): Promise<Response> {
  const refused = refusedWrite(request);
  if (refused) return refused;
  const texts = feedbackTexts(requestLocale(request));
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || request.body === null) {
    return answer({ detail: texts.notMultipart }, 415);
  }
  const tooLarge = () => answer({ detail: texts.tooLarge }, 413);
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return tooLarge();

  const vacancy = new URL(request.url).searchParams.get('vacancy') ?? '';
  const body = bounded(request.body, maxBodyBytes);
  const response = await reachApi(request, (locale, clientIp) =>
    postVacancyApplication(locale, vacancy, body.stream, contentType, clientIp),
  );
  return body.over() ? tooLarge() : response;
}
