/** Name slots per company in every store: the current name and up to 15 former names (name id = key × 16 + slot). */
export const NAME_SLOTS = 16;
