// A price list's draft on the storefront (issue 18, docs/adr/0024): the preview link's token travels in the
// page's URL as `?preview=`, beside the configuration, and in every quote the page asks for. The API checks it;
// here it is only carried.

/** The query of a quote request, with '?' when not empty: `save` stores the calculation, `preview` prices the draft. */
export function quoteQuery(options: { save?: boolean; preview?: string | null }): string {
  const params = new URLSearchParams();
  if (options.save) params.set('save', 'true');
  if (options.preview) params.set('preview', options.preview);
  return params.size > 0 ? `?${params}` : '';
}

/** The configurator's query (without '?') with the preview's token kept at its end, so a choice does not drop it. */
export function withPreview(query: string, preview: string | null): string {
  return preview ? `${query}&preview=${encodeURIComponent(preview)}` : query;
}
