/** How long a modal's closing transition runs before it unmounts. */
export const MODAL_DELAY_MS = 100;
/** How long a dropdown stays open after focus leaves it, so a click inside still lands. */
export const DROPDOWN_BLUR_DELAY_MS = 200;
