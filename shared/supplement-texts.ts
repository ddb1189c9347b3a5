// Fixed texts of the supplement pages, apart from constants.ts so that only the supplement chunk carries them.
/** A data tab when no data site is configured (EVENT_DATA_URL unset): said plainly, never an empty frame. */
export const TEXT_FRAME_UNAVAILABLE = 'Az adatok most nem érhetők el.';
