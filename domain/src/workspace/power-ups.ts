// Power-ups (spec 000 §3 Power-up, 001 §3 user_powerups_copies): short texts generated for a workspace idea.
export const POWER_UP_TYPES = ['DIFFERENTIATORS_DEFENSIBLES', 'VALIDATION_HACKS', 'VIRALITY_SUGGESTIONS'] as const;
export type PowerUpType = (typeof POWER_UP_TYPES)[number];
