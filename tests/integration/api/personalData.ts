/** What a reply of the backend must never carry: full phone numbers and full ID-card numbers. */
export const FULL_PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
/** 18-character resident ID numbers: region, birth date, sequence and check character. */
export const FULL_ID =
  /(?<![\dA-Za-z])[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])/g;

/** The full numbers in a reply's text. */
export const fullNumbersIn = (text: string): string[] => [
  ...(text.match(FULL_PHONE) ?? []),
  ...(text.match(FULL_ID) ?? []),
];
