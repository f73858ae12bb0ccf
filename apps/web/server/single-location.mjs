// Next.js 16 sends a kept page's redirect with two identical Location headers when it first renders it (the
// cached copy is sent with one). A client reading both sees "a, a", which is no address (fetch and Playwright
// join them so). Before the head goes out, a Location repeated with the same value is sent once.

/** Makes `response` send one Location header where Next.js set the same one twice. */
export function sendOneLocation(response) {
  const { writeHead } = response;
  response.writeHead = function oneLocation(...args) {
    const location = response.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) response.setHeader('location', location[0]);
    return writeHead.apply(response, args);
  };
}
