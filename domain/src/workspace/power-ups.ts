// Power-ups (docs/product.md "Power-ups"): short texts generated for a workspace idea.
export const POWER_UP_TYPES = ['DIFFERENTIATORS_DEFENSIBLES', 'VALIDATION_HACKS', 'VIRALITY_SUGGESTIONS'] as const;
export type PowerUpType = (typeof POWER_UP_TYPES)[number];
