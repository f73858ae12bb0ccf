/**
 * A link that opens OpenStreetMap at a point with a marker: no map script runs on our pages (no third-party
 * code, no cookies), the visitor chooses to leave for the map.
 */
export function openStreetMapUrl({ lat, lng }: { lat: number; lng: number }, zoom = 17): string {
  const la = lat.toFixed(5);
  const lo = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=${zoom}/${la}/${lo}`;
}
