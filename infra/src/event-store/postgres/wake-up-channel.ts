// The NOTIFY channel every append signals on commit. It only wakes subscribers; they re-read by position.
export const WAKE_UP_CHANNEL = 'event_store_appended';
