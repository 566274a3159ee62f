import { HttpResponse } from 'msw';
import { http } from '../lib/http';
import { DEMO_IMAGE_HOST, demoBanner } from '../db/images';

/** The demo's image host (seeded ads point there): answered here with a drawn banner, so nothing fails to load offline. */
export const demoImageHandlers = [
  http.get(
    `${DEMO_IMAGE_HOST}/:dir/:file`,
    ({ params }) =>
      new HttpResponse(demoBanner(String(params.file)), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
      }),
  ),
];
