import { AUTH_CODE_LENGTH } from "../../../../shared/constants";

/** "an 8-digit code" (the article follows how the number is spoken). */
export const CODE_PHRASE = `${/^(8|11|18)/.test(String(AUTH_CODE_LENGTH)) ? "an" : "a"} ${AUTH_CODE_LENGTH}-digit code`;
