/** Typing pauses this long before the preview is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 400;
/** Behaviour.md §7/§9: after saving a template its callback runs 1000 ms later (the saved notice shows first). */
export const TEMPLATE_SAVE_CALLBACK_MS = 1000;
