/** Where the editor opens in `npm run dev`. */
export const EDITOR_PATH = "/keystatic";
/** Where its API is mounted; also only in `astro dev`. */
export const EDITOR_API_PATH = "/api/keystatic";
