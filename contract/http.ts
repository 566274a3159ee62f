/**
 * Limits of the HTTP transport, for the web server in front of the backend (its
 * request-body limit, e.g. nginx `client_max_body_size`) and for checks of them.
 *
 * Files travel inside JSON: a file is read as a data URL (base64, 4/3 of the file), the
 * body is then sealed in the envelope (AES, base64 again: 4/3 of the JSON), so a body is
 * about 16/9 ≈ 1.78 times the file. The largest files the console sends are a support
 * ticket's image (at most 2 MB, one per request) and a voice clip (at most 1 MB); the
 * production import goes in chunks of a few hundred KB.
 */

/** How much the envelope grows a file sent as a data URL (base64 twice). */
export const ENVELOPE_GROWTH = 16 / 9;

/** The largest file sent in one request (a support image, 2 MB). */
export const LARGEST_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * The largest request body the web server must accept: the largest file through the
 * envelope (≈ 3.56 MB) and the rest of its JSON, rounded up to 4 MB.
 * nginx: `client_max_body_size 4m;`
 */
export const MAX_REQUEST_BODY_BYTES = 4 * 1024 * 1024;
