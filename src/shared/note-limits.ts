/** Internal notes on an enquiry: short dated lines, not documents. Zod-free, for the islands. */
export const NOTE_MAX = 2000;
